import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { routing } from '@/lib/i18n/routing';
import { findLegalDocument, legalDocumentIds, legalDocumentSlug } from '@/lib/legal/documents';
import { getLegalMetadata } from '@/lib/legal/metadata';
import { LegalDocument } from '@/components/legal/legal-document/legal-document';

type LegalPageProps = { params: Promise<{ locale: string; document: string }> };

// Only the built documents: an unknown name is the 404, never a page rendered and cached under that name.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    legalDocumentIds.map((id) => ({ locale, document: legalDocumentSlug(id) })),
  );
}

async function readParams(params: LegalPageProps['params']) {
  const [locale, { document }] = await Promise.all([localeFrom(params), params]);
  const id = findLegalDocument(document);
  if (!id) notFound();
  return { locale, id };
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  return getLegalMetadata(id, locale);
}

/** /privacy-policy and /terms (and /fr/…): one legal document in the page's language. */
export default async function LegalPage({ params }: LegalPageProps) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  return <LegalDocument document={id} locale={locale} />;
}
