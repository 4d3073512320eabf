import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { routing, type Locale } from '@/lib/i18n/routing';
import { legalDocuments, type LegalDocumentId } from '@/lib/legal/documents';
import { socialCardSize, socialCardType, type SocialCardCopy } from '@/lib/seo/social-card';
import { site } from '@/lib/site';

import { renderSocialCard } from './social-card';

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
