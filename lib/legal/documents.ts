export const legalDocuments = {
  privacyPolicy: { namespace: 'PrivacyPolicy', href: '/privacy-policy', lastUpdated: '2026-11-22' },
  terms: { namespace: 'Terms', href: '/terms', lastUpdated: '2026-11-22' },
} as const;

export type LegalDocumentId = keyof typeof legalDocuments;
