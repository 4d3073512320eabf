export const legalDocuments = {
  privacyPolicy: { namespace: 'PrivacyPolicy', href: '/privacy-policy', lastUpdated: '2026-11-27' },
  terms: { namespace: 'Terms', href: '/terms', lastUpdated: '2026-11-22' },
} as const;

export type LegalDocumentId = keyof typeof legalDocuments;

export const legalDocumentIds = Object.keys(legalDocuments) as LegalDocumentId[];

/** A document's [document] segment in app/[locale]/(legal): its path without the slash ('terms'). */
export function legalDocumentSlug(id: LegalDocumentId): string {
  return legalDocuments[id].href.slice(1);
}

/** The document a [document] segment names, or undefined. */
export function findLegalDocument(slug: string): LegalDocumentId | undefined {
  return legalDocumentIds.find((id) => legalDocumentSlug(id) === slug);
}
