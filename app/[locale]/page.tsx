import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { FeatureSection } from '@/components/sections/feature-section/feature-section';
import { Hero } from '@/components/sections/hero/hero';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { MAIN_ID } from '@/components/skip-link/skip-link';

type HomePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { absolute: t('homeTitle') }, alternates: { canonical: locale === 'en' ? '/' : `/${locale}` } };
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');

  return (
    <>
      <SiteHeader showSections />
      <main id={MAIN_ID} tabIndex={-1}>
        <Hero />
        <FeatureSection id="send-money" title={t('sendMoneyTitle')} lead={t('sendMoneyLead')} />
        <FeatureSection id="global-accounts" title={t('globalAccountsTitle')} lead={t('globalAccountsLead')} />
        <FeatureSection id="virtual-cards" title={t('virtualCardsTitle')} lead={t('virtualCardsLead')} />
      </main>
      <SiteFooter />
    </>
  );
}
