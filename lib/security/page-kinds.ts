import { routing } from '@/lib/i18n/routing';
import { legalDocumentIds, legalDocumentSlug } from '@/lib/legal/documents';

const locale = `(?:${routing.locales.join('|')})`;
const legalDocument = `(?:${legalDocumentIds.map(legalDocumentSlug).join('|')})`;

// In code: the proxy may read no file at run time (docs/hardening.md); e2e/proxy-build.spec.ts checks it.
const cachedPages = [
  new RegExp(`^/${locale}$`),
  new RegExp(`^/${locale}/${legalDocument}$`),
  new RegExp(`^/${locale}/convert(?:/[^/]+)?$`),
  /^\/_(?:not-found|global-error)$/,
];

export function isCachedPage(renderedPath: string): boolean {
  return cachedPages.some((page) => page.test(renderedPath));
}
