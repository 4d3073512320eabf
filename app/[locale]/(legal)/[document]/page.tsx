import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';
import {
  findLegalDocument,
  legalDocumentIds,
  legalDocuments,
  legalDocumentSlug,
} from '@/lib/legal/documents';
import { getLegalMetadata } from '@/lib/seo/legal-metadata';
import { LegalDocument } from '@/components/legal/legal-document/legal-document';
import { LegalTabs } from '@/components/legal-tabs/legal-tabs';

import styles from './legal-page.module.scss';

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

export default async function LegalPage({ params }: LegalPageProps) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('Legal');
  const tabs = [
    { path: legalDocuments.privacyPolicy.href, label: t('privacyPolicy') },
    { path: legalDocuments.terms.href, label: t('terms') },
  ].map((tab) => ({ ...tab, href: localizedPath(tab.path, locale) }));

  // The page's, not the layout's: only the page knows which tab is current, so the server marks it.
  return (
    <>
      <div className={styles.banner}>
        <p className={styles.heading}>{t('heading')}</p>
        <LegalTabs label={t('tabsLabel')} tabs={tabs} current={legalDocuments[id].href} />
      </div>
      <div className={styles.content}>
        <LegalDocument document={id} locale={locale} />
      </div>
    </>
  );
}
