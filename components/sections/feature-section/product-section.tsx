import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { FeatureTiles } from '@/components/feature-tiles/feature-tiles';

import { FeatureSection } from './feature-section';

const productSections = {
  'global-accounts': { keys: 'globalAccounts', tiles: ['VirtualAccounts', 'ReceivePayments'] },
  'virtual-cards': { keys: 'virtualCards', tiles: ['VirtualCard'] },
} as const;

type ProductSectionProps = {
  id: keyof typeof productSections;
  media?: ReactNode;
  tone?: 'light' | 'sand';
  linkFrom?: { locale: Locale };
};

export async function ProductSection({ id, media, tone, linkFrom }: ProductSectionProps) {
  const t = await getTranslations('Home');
  const { keys, tiles } = productSections[id];
  return (
    <FeatureSection
      id={id}
      eyebrow={t(`${keys}Eyebrow`)}
      title={t(`${keys}Title`)}
      lead={t(`${keys}Lead`)}
      media={media}
      tone={tone}
    >
      <FeatureTiles actions={[...tiles]} linkFrom={linkFrom} />
    </FeatureSection>
  );
}
