import { routing, type Locale } from './routing';
import { stripLocale } from './strip-locale';

/** The same page in another locale: ('/fr/terms', 'en') → '/terms', ('/terms', 'fr') → '/fr/terms', ('/', 'fr') → '/fr'. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname);
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Where a visitor's language choice is remembered (this browser only; it never redirects anyone). */
export const LOCALE_CHOICE_KEY = 'tuma.locale';
