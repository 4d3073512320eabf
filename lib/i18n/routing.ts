import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'fr'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  // Nobody is redirected by language, so nothing needs remembering: public pages set no cookie.
  localeCookie: false,
  // Its Link header would take the host from X-Forwarded-Host: docs/hardening.md#bad-input
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
