import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata, withBrand } from './page-metadata';
import { site } from '@/lib/site';

import { legalDocuments, type LegalDocumentId } from '@/lib/legal/documents';

export async function getLegalMetadata(id: LegalDocumentId, locale: Locale): Promise<Metadata> {
  const { namespace, href } = legalDocuments[id];
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({
    locale,
    href,
    title: withBrand(t('title')),
    description: t('description', { brand: site.name }),
  });
}
