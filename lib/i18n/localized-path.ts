import { routing, type Locale } from './routing';
import { stripLocale } from './strip-locale';

/**
 * A page's path in a locale: ('/terms', 'fr') → '/fr/terms', ('/fr/terms', 'en') → '/terms', ('/', 'fr') → '/fr'.
 * Ours rather than next-intl's createNavigation(), whose client Link put use-intl's ICU parser (about 13 KiB) in
 * every page's JavaScript (found by `npm run bench:lighthouse`).
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname);
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Where a visitor's language choice is remembered (this browser only; it never redirects anyone). */
export const LOCALE_CHOICE_KEY = 'tuma.locale';
