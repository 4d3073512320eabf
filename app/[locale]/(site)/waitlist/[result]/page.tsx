import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { NoticePage, noticePageMetadata, NoticePageText } from '@/components/notice-page/notice-page';

type ResultPageProps = { params: Promise<{ locale: string; result: string }> };

// Per request and never indexed, like the alerts' result pages.
export const dynamic = 'force-dynamic';

// Written out, so the message-key test sees each key read.
const copy = {
  confirmed: { title: 'confirmedTitle', body: 'confirmedBody' },
  'link-expired': { title: 'expiredTitle', body: 'expiredBody' },
} as const;

function resultFrom(value: string): keyof typeof copy {
  if (value === 'confirmed' || value === 'link-expired') return value;
  notFound();
}

export async function generateMetadata({ params }: ResultPageProps): Promise<Metadata> {
  const [locale, { result }] = await Promise.all([localeFrom(params), params]);
  const t = await getTranslations({ locale, namespace: 'WaitlistPages' });
  return noticePageMetadata(withBrand(t(copy[resultFrom(result)].title)));
}

export default async function SignupResultPage({ params }: ResultPageProps) {
  const [locale, { result: value }] = await Promise.all([localeFrom(params), params]);
  setRequestLocale(locale);
  const result = resultFrom(value);
  const t = await getTranslations('WaitlistPages');
  return (
    <NoticePage title={t(copy[result].title)}>
      <NoticePageText>{t(copy[result].body)}</NoticePageText>
      <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
    </NoticePage>
  );
}
