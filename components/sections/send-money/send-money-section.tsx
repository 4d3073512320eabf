import { getLocale, getTranslations } from 'next-intl/server';

import type { ConverterState } from '@/lib/converter/converter-query';
import { localCurrencyCodes } from '@/lib/currencies/catalogue';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/routing';
import { getListedPairs } from '@/lib/provider/pair-pages';
import { AutoReveal } from '@/components/auto-reveal/auto-reveal';
import { PairLinks } from '@/components/exchange-rates/pair-links';
import { FeatureTiles } from '@/components/feature-tiles/feature-tiles';
import { FeaturesSlider, type SliderItem } from '@/components/features-slider/features-slider';
import { FeatureSection } from '@/components/sections/feature-section/feature-section';
import { SmartExchange } from '@/components/sections/smart-exchange/smart-exchange';

type SendMoneySectionProps = { converter: ConverterState };

export async function SendMoneySection({ converter }: SendMoneySectionProps) {
  const [t, locale, { pairs }] = await Promise.all([getTranslations('Home'), getLocale(), getListedPairs()]);
  const payouts = pairs.filter((pair) => localCurrencyCodes.includes(pair.to));
  const items = t.raw('slider.items') as SliderItem[];
  return (
    <FeatureSection
      id="send-money"
      eyebrow={t('sendMoneyEyebrow')}
      title={t('sendMoneyTitle')}
      lead={t('sendMoneyLead')}
      tone="sand"
      media={<SmartExchange converter={converter} />}
    >
      <FeaturesSlider
        items={items}
        label={t('slider.label')}
        pauseLabel={t('slider.pause')}
        playLabel={t('slider.play')}
        showLabels={items.map((_, index) => fill(t.raw('slider.show') as string, { n: index + 1 }))}
      />
      <FeatureTiles actions={['CurrencySwap', 'SendMoney']} />
      {payouts.length > 0 && (
        <PairLinks
          locale={locale as Locale}
          pairs={payouts}
          title={t('pairLinksTitle')}
          headingLevel={3}
          id="pair-links-title"
        />
      )}
      <AutoReveal targetId="send-money" />
    </FeatureSection>
  );
}
