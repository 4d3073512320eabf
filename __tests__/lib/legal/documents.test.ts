import { findLegalDocument, legalDocumentIds, legalDocumentSlug } from '@/lib/legal/documents';

describe('legal documents', () => {
  it('names each document by the segment of its URL', () => {
    expect(legalDocumentIds.map(legalDocumentSlug)).toEqual(['privacy-policy', 'terms']);
    expect(findLegalDocument('privacy-policy')).toBe('privacyPolicy');
    expect(findLegalDocument('terms')).toBe('terms');
  });

  it('knows no other document', () => {
    for (const slug of ['', 'unknown-doc', 'Terms', 'privacyPolicy', '/terms', 'terms/']) {
      expect(findLegalDocument(slug)).toBeUndefined();
    }
  });
});
