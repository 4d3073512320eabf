import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  // English keeps the spec's unprefixed routes; French lives under /fr.
  localePrefix: 'as-needed',
  // Never redirect a visitor by their browser language: the French suggestion is a gentle banner instead.
  localeDetection: false,
  // next-intl's Link header would build its hreflang URLs from the request's host (X-Forwarded-Host included), which
  // a cache in front could then serve to everyone. The pages carry their alternates in the HTML, from the site URL.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
