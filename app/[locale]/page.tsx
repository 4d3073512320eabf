import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { parseConverterQuery } from '@/lib/converter/converter-query';
import type { Locale } from '@/lib/i18n/routing';
import { getHomeMetadata } from '@/lib/seo/home-metadata';
import { FeatureModals } from '@/components/feature-modals/feature-modals';
import { FeatureTiles } from '@/components/feature-tiles/feature-tiles';
import { FeatureSection } from '@/components/sections/feature-section/feature-section';
import { Countries } from '@/components/sections/countries/countries';
import { GetPaidBanner } from '@/components/sections/get-paid/get-paid-banner';
import { Hero } from '@/components/sections/hero/hero';
import { ValueStatements } from '@/components/sections/value-statements/value-statements';
import { Spend } from '@/components/sections/spend/spend';
import { SendMoneySection } from '@/components/sections/send-money/send-money-section';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { MAIN_ID } from '@/components/skip-link/skip-link';
import { StructuredData } from '@/components/structured-data/structured-data';
import { WaitlistModal } from '@/components/waitlist/waitlist-modal';
import { StaticImage } from '@/components/ui/static-image/static-image';

import globalAccountsArtFr from '@/public/images/illustrations/global-accounts.fr.svg';
import globalAccountsArt from '@/public/images/illustrations/global-accounts.svg';
import virtualCardsArt from '@/public/images/illustrations/virtual-cards.svg';

// Section art is decorative (the headings say what it shows), so its alt text is empty.
const SECTION_ART_SIZES = '(min-width: 1024px) 560px, 100vw';

type HomePageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<HomePageProps, 'params'>): Promise<Metadata> {
  return getHomeMetadata((await params).locale as Locale);
}

export default async function HomePage({ params, searchParams }: HomePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const converter = parseConverterQuery(await searchParams, locale);
  const t = await getTranslations('Home');

  return (
    <>
      <SiteHeader showSections />
      <main id={MAIN_ID} tabIndex={-1}>
        <Hero />
        <ValueStatements />
        <SendMoneySection converter={converter} />
        <FeatureSection
          id="global-accounts"
          eyebrow={t('globalAccountsEyebrow')}
          title={t('globalAccountsTitle')}
          lead={t('globalAccountsLead')}
          media={
            <StaticImage
              src={locale === 'fr' ? globalAccountsArtFr : globalAccountsArt}
              alt=""
              sizes={SECTION_ART_SIZES}
            />
          }
        >
          <FeatureTiles actions={['VirtualAccounts', 'ReceivePayments']} />
        </FeatureSection>
        <FeatureSection
          id="virtual-cards"
          eyebrow={t('virtualCardsEyebrow')}
          title={t('virtualCardsTitle')}
          lead={t('virtualCardsLead')}
          tone="sand"
          media={<StaticImage src={virtualCardsArt} alt="" sizes={SECTION_ART_SIZES} />}
        >
          <FeatureTiles actions={['VirtualCard']} />
        </FeatureSection>
        <Spend />
        <Countries />
        <GetPaidBanner />
      </main>
      <FeatureModals />
      <WaitlistModal />
      <SiteFooter />
      <StructuredData />
    </>
  );
}
