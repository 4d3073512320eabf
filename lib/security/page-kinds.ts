import { routing } from '@/lib/i18n/routing';
import { legalDocumentIds, legalDocumentSlug } from '@/lib/legal/documents';
import { cataloguePairs, pairSlug } from '@/lib/converter/pair-slug';
import { historyPagePeriods } from '@/lib/rates/history/history-period';

const locale = `(?:${routing.locales.join('|')})`;
const legalDocument = `(?:${legalDocumentIds.map(legalDocumentSlug).join('|')})`;
const pair = `(?:${cataloguePairs.map(pairSlug).join('|')})`;
const historyPeriod = `(?:${historyPagePeriods.join('|')})`;

const cachedPages = [
  new RegExp(`^/${locale}$`),
  new RegExp(`^/${locale}/${legalDocument}$`),
  new RegExp(`^/${locale}/convert(?:/${pair}(?:/${historyPeriod})?)?$`),
  /^\/_(?:not-found|global-error)$/,
];

export function isCachedPage(renderedPath: string): boolean {
  return cachedPages.some((page) => page.test(renderedPath));
}

export const SOCIAL_CARD_ID = 'card';

const socialCardPath = /\/(?:opengraph|twitter)-image[^/]*\/[^/]+$/;
const knownSocialCard = new RegExp(
  `^/${locale}(?:/${legalDocument}|/convert/${pair})?/(?:opengraph|twitter)-image-[a-z0-9]+/${SOCIAL_CARD_ID}$`,
);

/** Next caches an image route's 404 under its path, so the proxy answers made-up names before the cache grows. */
export function isUnknownSocialCard(pathname: string): boolean {
  return socialCardPath.test(pathname) && !knownSocialCard.test(pathname);
}
