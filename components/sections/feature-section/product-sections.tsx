import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { FeatureTiles } from '@/components/feature-tiles/feature-tiles';

import { FeatureSection } from './feature-section';

type ProductSectionProps = {
  /** The section's art on the landing page; the legal pages show none. */
  media?: ReactNode;
  tone?: 'light' | 'sand';
  /** Off the landing page: "Learn more" links to its dialog and opens this page's copy in place (FeatureTiles). */
  linkFrom?: { locale: Locale };
};

/** Global accounts with its Virtual accounts and Get paid tiles: on the landing page and the legal pages. */
export async function GlobalAccountsSection({ media, tone, linkFrom }: ProductSectionProps) {
  const t = await getTranslations('Home');
  return (
    <FeatureSection
      id="global-accounts"
      eyebrow={t('globalAccountsEyebrow')}
      title={t('globalAccountsTitle')}
      lead={t('globalAccountsLead')}
      media={media}
      tone={tone}
    >
      <FeatureTiles actions={['VirtualAccounts', 'ReceivePayments']} linkFrom={linkFrom} />
    </FeatureSection>
  );
}

/** Virtual cards with its tile: on the landing page and the legal pages. */
export async function VirtualCardsSection({ media, tone, linkFrom }: ProductSectionProps) {
  const t = await getTranslations('Home');
  return (
    <FeatureSection
      id="virtual-cards"
      eyebrow={t('virtualCardsEyebrow')}
      title={t('virtualCardsTitle')}
      lead={t('virtualCardsLead')}
      media={media}
      tone={tone}
    >
      <FeatureTiles actions={['VirtualCard']} linkFrom={linkFrom} />
    </FeatureSection>
  );
}
