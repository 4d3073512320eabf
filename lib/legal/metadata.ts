import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

import { legalDocuments, type LegalDocumentId } from './documents';

/** Title, description and canonical path ('/terms', '/fr/terms' …) of one legal document. */
export async function getLegalMetadata(id: LegalDocumentId, locale: Locale): Promise<Metadata> {
  const { namespace, href } = legalDocuments[id];
  const t = await getTranslations({ locale, namespace });
  return {
    title: t('title'),
    description: t('description', { brand: site.name }),
    alternates: { canonical: getPathname({ locale, href }) },
  };
}
