import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { routing, type Locale } from '@/lib/i18n/routing';
import { legalDocuments, type LegalDocumentId } from '@/lib/legal/documents';
import { site } from '@/lib/site';

import { renderSocialCard, socialCardSize, socialCardType } from './social-card';

export type SocialCardCopy = { kicker: string; headline: string };

type ImageParams = { params: Promise<{ locale: string }> | { locale: string } };

async function localeOf({ params }: ImageParams): Promise<Locale> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

/**
 * The exports of an opengraph-image or twitter-image file: one card per locale, its alt text translated.
 * `copyFor` gives the card's words for a locale.
 */
export function socialCardRoute(copyFor: (locale: Locale) => Promise<SocialCardCopy>) {
  return {
    async generateImageMetadata(props: ImageParams) {
      const locale = await localeOf(props);
      const [{ headline }, t] = await Promise.all([
        copyFor(locale),
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
      return renderSocialCard(await copyFor(await localeOf(props)));
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
