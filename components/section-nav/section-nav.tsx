'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

import { useDismiss } from '@/lib/hooks/use-dismiss';
import type { Locale } from '@/lib/i18n/routing';
import { CloseIcon } from '@/components/icons/close-icon';
import { ExternalLinkIcon } from '@/components/icons/external-link-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import { LocaleLink } from '@/components/locale-link/locale-link';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';

import { NavCloseContext } from './nav-close';
import styles from './section-nav.module.scss';

export type NavItem =
  | { kind: 'external'; label: string; href: string }
  | { kind: 'locale'; label: string; href: string; locale: Locale };

type SectionNavProps = {
  sections?: ReactNode;
  items: NavItem[];
  label: string;
  menuLabel: string;
};

export function SectionNav({ sections, items, label, menuLabel }: SectionNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, containerRef, toggleRef);
  const ToggleIcon = isOpen ? CloseIcon : MenuIcon;

  return (
    <nav ref={containerRef} className={styles.nav} aria-label={label}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ToggleIcon className={styles.toggleIcon} size={20} strokeWidth={2} />
        <span className={styles.toggleLabel}>{menuLabel}</span>
      </button>
      <ul id={listId} className={styles.list} data-open={isOpen}>
        <NavCloseContext value={close}>{sections}</NavCloseContext>
        {items.map((item) => (
          <li key={item.href}>
            {item.kind === 'locale' ? (
              <LocaleLink className={styles.link} locale={item.locale} onNavigate={close}>
                <span className={styles.localeCode} aria-hidden="true">
                  {item.locale.toUpperCase()}
                </span>
                <span className={styles.localeName}>{item.label}</span>
              </LocaleLink>
            ) : (
              <a
                className={styles.link}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={NEW_TAB_HINT_ID}
                onClick={close}
              >
                {item.label}
                <ExternalLinkIcon className={styles.external} size={14} strokeWidth={2} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
