import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { detectPlatform } from '@/app/[locale]/(site)/app/_lib/detect-platform';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { publicEnv } from '@/lib/public-env';
import { pageMetadata, withBrand } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { AppQrCode } from '@/components/app-qr-code/app-qr-code';
import { StoreButtons } from '@/components/store-buttons/store-buttons';

import styles from './app-page.module.scss';

type AppPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: AppPageProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'AppLink' });
  return pageMetadata({
    locale,
    href: '/app',
    title: withBrand(t('metaTitle')),
    description: t('metaDescription'),
  });
}

export default async function AppPage({ params }: AppPageProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const platform = detectPlatform((await headers()).get('user-agent'));
  if (platform !== 'other') redirect(site.stores[platform]);

  const t = await getTranslations('AppLink');
  const url = `${publicEnv.siteUrl}${localizedPath('/app', locale)}`;
  return (
    <div className={styles.inner}>
      <div className={styles.text}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <StoreButtons />
      </div>
      <section className={styles.scan} aria-labelledby="app-scan-title">
        <h2 id="app-scan-title" className={styles.scanTitle}>
          {t('scanTitle')}
        </h2>
        <p className={styles.scanLead}>{t('scanLead')}</p>
        <AppQrCode url={url} label={t('qrLabel', { url })} />
      </section>
    </div>
  );
}
