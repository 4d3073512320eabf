import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { parsePairSlug } from '@/lib/converter/pair-slug';
import { routing, type Locale } from '@/lib/i18n/routing';
import { legalDocuments, type LegalDocumentId } from '@/lib/legal/documents';
import { site } from '@/lib/site';

import { getCurrencyNameInSentence } from '@/components/exchange-rates/currency-names';

import { renderSocialCard, socialCardSize, socialCardType } from './social-card';

export type SocialCardCopy = { kicker: string; headline: string };

type RouteParams = { locale: string } & Record<string, string>;
type ImageParams = { params: Promise<RouteParams> | RouteParams };

async function readParams({ params }: ImageParams): Promise<[Locale, RouteParams]> {
  const resolved = await params;
  return [hasLocale(routing.locales, resolved.locale) ? resolved.locale : routing.defaultLocale, resolved];
}

/**
 * The exports of an opengraph-image or twitter-image file: one card per locale, its alt text translated.
 * `copyFor` gives the card's words for a locale and the route's other params (a pair page's slug).
 */
export function socialCardRoute(copyFor: (locale: Locale, params: RouteParams) => Promise<SocialCardCopy>) {
  return {
    async generateImageMetadata(props: ImageParams) {
      const [locale, params] = await readParams(props);
      const [{ headline }, t] = await Promise.all([
        copyFor(locale, params),
        getTranslations({ locale, namespace: 'Metadata' }),
      ]);
      return [
        {
          id: 'card',
          alt: t('ogImageAlt', { brand: site.name, title: headline }),
          size: socialCardSize,
          contentType: socialCardType,
        },
      ];
    },
    async image(props: ImageParams) {
      const [locale, params] = await readParams(props);
      return renderSocialCard(await copyFor(locale, params));
    },
  };
}

/** The card of a legal document: "Legal" above its title. */
export function legalSocialCardRoute(id: LegalDocumentId) {
  return socialCardRoute(async (locale) => {
    const [t, document] = await Promise.all([
      getTranslations({ locale, namespace: 'Metadata' }),
      getTranslations({ locale, namespace: legalDocuments[id].namespace }),
    ]);
    return { kicker: t('ogLegalKicker'), headline: document('title') };
  });
}

/**
 * The card of a currency-pair page: "Exchange rate" above "Convert US dollar to Nigerian naira". A slug that names no
 * pair (its page is a 404, so nothing links to this card) gets the rates page's title.
 */
export function pairSocialCardRoute() {
  return socialCardRoute(async (locale, params) => {
    const codes = parsePairSlug(params.pair ?? '');
    const [t, rates, nameOf] = await Promise.all([
      getTranslations({ locale, namespace: 'PairPage' }),
      getTranslations({ locale, namespace: 'RatesPage' }),
      getCurrencyNameInSentence(locale),
    ]);
    const headline = codes
      ? t('ogTitle', { fromName: nameOf(codes.from), toName: nameOf(codes.to) })
      : rates('title');
    return { kicker: t('ogKicker'), headline };
  });
}
