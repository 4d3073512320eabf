'use client';

import { useCallback, useId, useRef, useState } from 'react';

import { useDismiss } from '@/lib/hooks/use-dismiss';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';

import styles from './download-menu.module.scss';

type Store = { id: string; label: string; href: string };

type DownloadMenuProps = {
  label: string;
  href: string;
  chooseLabel: string;
  stores: Store[];
};

export function DownloadMenu({ label, href, chooseLabel, stores }: DownloadMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, containerRef, toggleRef);

  return (
    <div ref={containerRef} className={styles.menu}>
      <a
        className={styles.download}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={NEW_TAB_HINT_ID}
      >
        {label}
      </a>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={chooseLabel}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronDownIcon size={18} strokeWidth={2.2} />
      </button>
      <ul id={listId} className={styles.list} hidden={!isOpen}>
        {stores.map((store) => (
          <li key={store.id}>
            <a
              className={styles.item}
              href={store.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_HINT_ID}
              onClick={close}
            >
              {store.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
