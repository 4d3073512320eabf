import { localizedPath } from './localized-path';
import type { Locale } from './routing';

/**
 * The path of a page in a locale: getPathname({ href: '/terms', locale: 'fr' }) → '/fr/terms'.
 *
 * Our own rather than next-intl's createNavigation(): that one also registers next-intl's client Link wherever it
 * is imported, which put use-intl's ICU parser (about 13 KiB) in the JavaScript of every page although no island
 * used it (found by `npm run bench:lighthouse`).
 */
export function getPathname({ href, locale }: { href: string; locale: Locale | string }): string {
  return localizedPath(href, locale as Locale);
}
