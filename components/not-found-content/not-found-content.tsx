import { getTranslations } from 'next-intl/server';

import { site } from '@/lib/site';
import { buttonProps } from '@/components/ui/button/button-props';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';

import styles from './not-found-content.module.scss';

type NotFoundContentProps = {
  homeHref: string;
  locale: string;
  fullScreen?: boolean;
};

export async function NotFoundContent({ homeHref, locale, fullScreen = false }: NotFoundContentProps) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className={styles.content} data-full-screen={fullScreen || undefined}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <div className={styles.actions}>
        <a {...buttonProps('primary')} href={homeHref}>
          {t('home')}
        </a>
        <a
          {...buttonProps('secondary')}
          href={site.supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={NEW_TAB_HINT_ID}
        >
          {t('support')}
        </a>
      </div>
    </div>
  );
}
