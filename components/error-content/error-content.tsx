'use client';

import { useEffect } from 'react';

import { getErrorMessages } from '@/lib/i18n/error-messages';

import { buttonProps } from '@/components/ui/button/button-props';

import styles from './error-content.module.scss';

type ErrorContentProps = {
  error: Error & { digest?: string };
  reset: () => void;
  locale: unknown;
};

export function ErrorContent({ error, reset, locale }: ErrorContentProps) {
  const t = getErrorMessages(locale);
  useEffect(() => {
    console.error('Page error', error.digest ?? '(no digest)');
  }, [error]);
  const home = locale === 'fr' ? '/fr' : '/';

  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.body}>{t.body}</p>
      <div className={styles.actions}>
        <button type="button" {...buttonProps('primary')} onClick={reset}>
          {t.retry}
        </button>
        <a {...buttonProps('secondary')} href={home}>
          {t.home}
        </a>
      </div>
    </main>
  );
}
