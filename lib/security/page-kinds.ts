import { routing } from '@/lib/i18n/routing';
import { legalDocumentIds, legalDocumentSlug } from '@/lib/legal/documents';
import { cataloguePairs, pairSlug } from '@/lib/converter/pair-slug';
import { historyPagePeriods } from '@/lib/rates/history/history-period';

const locale = `(?:${routing.locales.join('|')})`;
const legalDocument = `(?:${legalDocumentIds.map(legalDocumentSlug).join('|')})`;
const pair = `(?:${cataloguePairs.map(pairSlug).join('|')})`;
const historyPeriod = `(?:${historyPagePeriods.join('|')})`;

// In code: the proxy may read no file at run time (docs/hardening.md); e2e/proxy-build.spec.ts checks it.
const cachedPages = [
  new RegExp(`^/${locale}$`),
  new RegExp(`^/${locale}/${legalDocument}$`),
  new RegExp(`^/${locale}/convert(?:/${pair}(?:/${historyPeriod})?)?$`),
  /^\/_(?:not-found|global-error)$/,
];

export function isCachedPage(renderedPath: string): boolean {
  return cachedPages.some((page) => page.test(renderedPath));
}

/** The one image each opengraph-image or twitter-image file lists (lib/seo/social-card.ts). */
export const SOCIAL_CARD_ID = 'card';

const socialCardPath = /\/(?:opengraph|twitter)-image[^/]*\/[^/]+$/;
const knownSocialCard = new RegExp(
  `^/${locale}(?:/${legalDocument}|/convert/${pair})?/(?:opengraph|twitter)-image-[a-z0-9]+/${SOCIAL_CARD_ID}$`,
);

/**
 * A social card path naming a language, page or id that does not exist. Next caches an image route's answer, a 404
 * too, under its path, so the proxy answers these before any client can grow the cache with made-up names.
 */
export function isUnknownSocialCard(pathname: string): boolean {
  return socialCardPath.test(pathname) && !knownSocialCard.test(pathname);
}
