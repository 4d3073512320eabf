import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  // English keeps the spec's unprefixed routes; French lives under /fr.
  localePrefix: 'as-needed',
  // Never redirect a visitor by their browser language: the French suggestion is a gentle banner instead.
  localeDetection: false,
});

export type Locale = (typeof routing.locales)[number];
