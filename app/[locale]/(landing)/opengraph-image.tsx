import { getTranslations } from 'next-intl/server';

import { socialCardLocale, socialCardMetadata } from '@/lib/seo/social-card';
import { site } from '@/lib/site';
import { renderSocialCard } from '@/components/social-card/social-card';

type Params = { locale: string };

// Beside the page, not in [locale]: a page's own openGraph metadata drops the cards of the segments above it.
async function cardCopy({ locale }: Params) {
  const cardLocale = socialCardLocale(locale);
  const t = await getTranslations({ locale: cardLocale, namespace: 'Home' });
  return { locale: cardLocale, kicker: site.name, headline: t('heroTitle') };
}

export async function generateImageMetadata({ params }: { params: Params }) {
  const { locale, headline } = await cardCopy(params);
  return socialCardMetadata(locale, headline);
}

export default async function Image({ params }: { params: Promise<Params> }) {
  return renderSocialCard(await cardCopy(await params));
}
