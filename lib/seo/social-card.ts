import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { routing, type Locale } from '@/lib/i18n/routing';
import { SOCIAL_CARD_ID } from '@/lib/security/page-kinds';
import { site } from '@/lib/site';

export const socialCardSize = { width: 1200, height: 630 } as const;
const socialCardType = 'image/png';

export type SocialCardCopy = { kicker: string; headline: string };

export function socialCardLocale(locale: string): Locale {
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

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
