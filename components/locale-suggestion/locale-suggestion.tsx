'use client';

import { useEffect, useState } from 'react';

import { LOCALE_CHOICE_KEY } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { LocaleLink } from '@/components/locale-link/locale-link';

import styles from './locale-suggestion.module.scss';

type LocaleSuggestionProps = {
  locale: Locale;
  text: string;
  action: string;
  dismiss: string;
};

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    return null;
  }
}

export function LocaleSuggestion({ locale, text, action, dismiss }: LocaleSuggestionProps) {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const preferred = navigator.languages?.[0] ?? navigator.language;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's language is only known after mount
    if (!readChoice() && preferred?.toLowerCase().startsWith(locale)) setIsShown(true);
  }, [locale]);

  if (!isShown) return null;
  return (
    <aside className={styles.suggestion} lang={locale} aria-label={text}>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <LocaleLink className={styles.action} locale={locale}>
          {action}
        </LocaleLink>
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => {
            try {
              window.localStorage.setItem(LOCALE_CHOICE_KEY, document.documentElement.lang || 'en');
            } catch {
              // Not remembered without storage; it simply closes.
            }
            setIsShown(false);
          }}
        >
          {dismiss}
        </button>
      </div>
    </aside>
  );
}
