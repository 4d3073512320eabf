export const legalDocuments = {
  privacyPolicy: { namespace: 'PrivacyPolicy', href: '/privacy-policy', lastUpdated: '2026-11-28' },
  terms: { namespace: 'Terms', href: '/terms', lastUpdated: '2026-11-22' },
} as const;

export type LegalDocumentId = keyof typeof legalDocuments;

export const legalDocumentIds = Object.keys(legalDocuments) as LegalDocumentId[];

export function legalDocumentSlug(id: LegalDocumentId): string {
  return legalDocuments[id].href.slice(1);
}

export function findLegalDocument(slug: string): LegalDocumentId | undefined {
  return legalDocumentIds.find((id) => legalDocumentSlug(id) === slug);
}
