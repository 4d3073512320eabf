import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { defaultStore, site } from '@/lib/site';
import { DownloadMenu } from '@/components/download-menu/download-menu';
import { Logo } from '@/components/logo/logo';
import { SectionNav, type NavItem } from '@/components/section-nav/section-nav';

import styles from './site-header.module.scss';

type SiteHeaderProps = {
  sections?: ReactNode;
};

export async function SiteHeader({ sections }: SiteHeaderProps) {
  const t = await getTranslations('Nav');
  const common = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const home = localizedPath('/', locale);

  const otherLocale: Locale = locale === 'fr' ? 'en' : 'fr';
  const items: NavItem[] = [
    { kind: 'external', label: t('support'), href: site.supportUrl },
    { kind: 'locale', label: t('switchLocale'), href: `locale-${otherLocale}`, locale: otherLocale },
  ];

  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <a href={home} className={styles.home} aria-label={t('home')}>
          <Logo brand={common('brand')} />
        </a>
        <SectionNav sections={sections} items={items} label={t('label')} menuLabel={t('menu')} />
        <DownloadMenu
          label={t('downloadApp')}
          href={site.stores[defaultStore]}
          chooseLabel={t('chooseStore')}
          stores={[
            { id: 'ios', label: t('ios'), href: site.stores.ios },
            { id: 'android', label: t('android'), href: site.stores.android },
          ]}
        />
      </div>
    </header>
  );
}
