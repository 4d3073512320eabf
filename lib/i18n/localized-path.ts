import { routing, type Locale } from './routing';
import { stripLocale } from './strip-locale';

/** Ours, not next-intl's createNavigation(), whose Link would ship use-intl's ICU parser to every page. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname);
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export const LOCALE_CHOICE_KEY = 'tuma.locale';
