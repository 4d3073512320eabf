import type { ConverterState } from '@/lib/converter/converter-query';
import type { Locale } from '@/lib/i18n/routing';
import { ProductSection } from '@/components/sections/feature-section/product-section';
import { Countries } from '@/components/sections/countries/countries';
import { GetPaidBanner } from '@/components/sections/get-paid/get-paid-banner';
import { Hero } from '@/components/sections/hero/hero';
import { ValueStatements } from '@/components/sections/value-statements/value-statements';
import { Spend } from '@/components/sections/spend/spend';
import { SendMoneySection } from '@/components/sections/send-money/send-money-section';
import { StructuredData } from '@/components/structured-data/structured-data';
import { StaticImage } from '@/components/ui/static-image/static-image';

import globalAccountsArtFr from '@/public/images/illustrations/global-accounts.fr.svg';
import globalAccountsArt from '@/public/images/illustrations/global-accounts.svg';
import virtualCardsArt from '@/public/images/illustrations/virtual-cards.svg';

const SECTION_ART_SIZES = '(min-width: 1024px) 560px, 100vw';

type LandingPageProps = {
  locale: Locale;
  converter: ConverterState;
  rendering: { cached: true } | { cached: false; nonce?: string };
};

export function LandingPage({ locale, converter, rendering }: LandingPageProps) {
  return (
    <>
      <Hero streamReviews={!rendering.cached} />
      <ValueStatements />
      <SendMoneySection converter={converter} />
      <ProductSection
        id="global-accounts"
        media={
          <StaticImage
            src={locale === 'fr' ? globalAccountsArtFr : globalAccountsArt}
            alt=""
            sizes={SECTION_ART_SIZES}
          />
        }
      />
      <ProductSection
        id="virtual-cards"
        tone="sand"
        media={<StaticImage src={virtualCardsArt} alt="" sizes={SECTION_ART_SIZES} />}
      />
      <Spend />
      <Countries />
      <GetPaidBanner />
      <StructuredData nonce={rendering.cached ? undefined : rendering.nonce} />
    </>
  );
}
