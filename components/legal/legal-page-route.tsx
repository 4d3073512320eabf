import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import { routing } from '@/lib/i18n/routing';
import type { LegalDocumentId } from '@/lib/legal/documents';
import { getLegalMetadata } from '@/lib/legal/metadata';
import { LegalDocument } from '@/components/legal/legal-document/legal-document';

type Props = { params: Promise<{ locale: string }> };

/** The exports of a legal page (/privacy-policy, /terms): built once per locale, the document in its language. */
export function legalPageRoute(document: LegalDocumentId) {
  return {
    generateStaticParams() {
      return routing.locales.map((locale) => ({ locale }));
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      if (!hasLocale(routing.locales, locale)) notFound();
      return getLegalMetadata(document, locale);
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      if (!hasLocale(routing.locales, locale)) notFound();
      setRequestLocale(locale);
      return <LegalDocument document={document} locale={locale} />;
    },
  };
}
