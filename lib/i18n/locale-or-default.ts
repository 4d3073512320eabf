import { routing, type Locale } from './routing';

export function localeOrDefault(value: string | null | undefined): Locale {
  return routing.locales.find((locale) => locale === value) ?? routing.defaultLocale;
}
