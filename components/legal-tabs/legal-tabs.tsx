'use client';

import { usePathname } from 'next/navigation';

import { stripLocale } from '@/lib/i18n/strip-locale';

import styles from './legal-tabs.module.scss';

type LegalTabsProps = {
  label: string;
  /** `path` is the unprefixed route (/terms); `href` the link in the current locale (/fr/terms). */
  tabs: { path: string; href: string; label: string }[];
};

/** One tab per legal document; the one matching the current path is marked current (spec §2). */
export function LegalTabs({ label, tabs }: LegalTabsProps) {
  // Static prerendering sees the internal /en/terms while the browser sees /terms: compare without the locale.
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
