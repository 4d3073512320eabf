'use client';

import { usePathname } from 'next/navigation';

import { stripLocale } from '@/lib/i18n/strip-locale';

import styles from './legal-tabs.module.scss';

type LegalTabsProps = {
  label: string;
  tabs: { path: string; href: string; label: string }[];
};

export function LegalTabs({ label, tabs }: LegalTabsProps) {
  // Prerendering sees /en/terms where the browser sees /terms.
  const current = stripLocale(usePathname());
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <a
              className={styles.tab}
              href={tab.href}
              aria-current={current === tab.path ? 'page' : undefined}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
