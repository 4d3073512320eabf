import { getTranslations } from 'next-intl/server';

import { parsePairSlug } from '@/lib/converter/pair-slug';
import { socialCardLocale, socialCardMetadata } from '@/lib/seo/social-card';
import { getCurrencyNameInSentence } from '@/components/exchange-rates/currency-names';
import { renderSocialCard } from '@/components/social-card/social-card';

type Params = { locale: string; pair: string };

// A slug that names no pair gets the rates page's title: its page is a 404, so nothing links here.
async function cardCopy({ locale, pair }: Params) {
  const cardLocale = socialCardLocale(locale);
  const codes = parsePairSlug(pair);
  const [t, rates, nameOf] = await Promise.all([
    getTranslations({ locale: cardLocale, namespace: 'PairPage' }),
    getTranslations({ locale: cardLocale, namespace: 'RatesPage' }),
    getCurrencyNameInSentence(cardLocale),
  ]);
  const headline = codes
    ? t('ogTitle', { fromName: nameOf(codes.from), toName: nameOf(codes.to) })
    : rates('title');
  return { locale: cardLocale, kicker: t('ogKicker'), headline };
}

export async function generateImageMetadata({ params }: { params: Params }) {
  const { locale, headline } = await cardCopy(params);
  return socialCardMetadata(locale, headline);
}

export default async function Image({ params }: { params: Promise<Params> }) {
  return renderSocialCard(await cardCopy(await params));
}
