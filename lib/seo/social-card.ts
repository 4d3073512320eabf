import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { routing, type Locale } from '@/lib/i18n/routing';
import { SOCIAL_CARD_ID } from '@/lib/security/page-kinds';
import { site } from '@/lib/site';

/** Open Graph and Twitter's large card: 1200 × 630, 1.91:1. */
export const socialCardSize = { width: 1200, height: 630 } as const;
const socialCardType = 'image/png';

/** A card's words: the line above the headline (the brand, or the section: Legal), and the headline. */
export type SocialCardCopy = { kicker: string; headline: string };

/** The locale of an image route's [locale]; one that is not a language gets the English card. */
export function socialCardLocale(locale: string): Locale {
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

/** The one card an opengraph-image or twitter-image file serves for a page, its alt text in the page's language. */
export async function socialCardMetadata(locale: Locale, headline: string) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return [
    {
      id: SOCIAL_CARD_ID,
      alt: t('ogImageAlt', { brand: site.name, title: headline }),
      size: socialCardSize,
      contentType: socialCardType,
    },
  ];
}
