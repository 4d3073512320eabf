import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { FeatureTiles } from '@/components/feature-tiles/feature-tiles';

import { FeatureSection } from './feature-section';

/** The sections the landing page and the legal pages share: their message keys and tiles. */
const productSections = {
  'global-accounts': { keys: 'globalAccounts', tiles: ['VirtualAccounts', 'ReceivePayments'] },
  'virtual-cards': { keys: 'virtualCards', tiles: ['VirtualCard'] },
} as const;

type ProductSectionProps = {
  id: keyof typeof productSections;
  /** The section's art on the landing page; the legal pages show none. */
  media?: ReactNode;
  tone?: 'light' | 'sand';
  /** Off the landing page: "Learn more" links to its dialog and opens this page's copy in place (FeatureTiles). */
  linkFrom?: { locale: Locale };
};

/** A product section with its feature tiles: Global accounts or Virtual cards. */
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
