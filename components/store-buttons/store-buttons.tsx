import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';

import { site } from '@/lib/site';
import { AppStoreBadge, GooglePlayBadge } from '@/components/icons/store-badges';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';

import styles from './store-buttons.module.scss';

type StoreButtonsProps = { className?: string };

export async function StoreButtons({ className }: StoreButtonsProps) {
  const t = await getTranslations('Stores');
  const linkProps = {
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-describedby': NEW_TAB_HINT_ID,
    className: styles.store,
  } as const;
  return (
    <ul className={clsx(styles.stores, className)} aria-label={t('label')}>
      <li>
        <a href={site.stores.ios} aria-label={t('appStoreName')} {...linkProps}>
          <AppStoreBadge topLine={t('appStoreTop')} bottomLine={t('appStoreBottom')} />
        </a>
      </li>
      <li>
        <a href={site.stores.android} aria-label={t('googlePlayName')} {...linkProps}>
          <GooglePlayBadge topLine={t('googlePlayTop')} bottomLine={t('googlePlayBottom')} />
        </a>
      </li>
    </ul>
  );
}
