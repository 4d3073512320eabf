import { routing, type Locale } from './routing';

/** A locale from a form field or a link's parameter; anything else falls back to the default. */
export function localeOrDefault(value: string | null | undefined): Locale {
  return routing.locales.find((locale) => locale === value) ?? routing.defaultLocale;
}
