import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { findLegalDocument, legalDocuments } from '@/lib/legal/documents';
import { socialCardLocale, socialCardMetadata } from '@/lib/seo/social-card';
import { renderSocialCard } from '@/components/social-card/social-card';

type Params = { locale: string; document: string };

async function cardCopy({ locale, document }: Params) {
  const id = findLegalDocument(document);
  if (!id) return undefined;
  const cardLocale = socialCardLocale(locale);
  const [t, text] = await Promise.all([
    getTranslations({ locale: cardLocale, namespace: 'Metadata' }),
    getTranslations({ locale: cardLocale, namespace: legalDocuments[id].namespace }),
  ]);
  return { locale: cardLocale, kicker: t('ogLegalKicker'), headline: text('title') };
}

// A name that is no document has no card: with no image listed, Next answers 404.
export async function generateImageMetadata({ params }: { params: Params }) {
  const copy = await cardCopy(params);
  return copy ? socialCardMetadata(copy.locale, copy.headline) : [];
}

export default async function Image({ params }: { params: Promise<Params> }) {
  const copy = await cardCopy(await params);
  if (!copy) notFound();
  return renderSocialCard(copy);
}
