import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';

import { routing, type Locale } from './routing';

/**
 * The route's [locale], checked: a first segment that is not a language (`/_next/convert` reaches app/[locale]
 * without the proxy) is the branded 404, never a page rendered with a locale Intl refuses.
 */
export async function localeFrom(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
