import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';

import { routing, type Locale } from './routing';

export async function localeFrom(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
