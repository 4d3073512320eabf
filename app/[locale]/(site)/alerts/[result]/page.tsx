import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { alertResultPages, type AlertResultPage } from '@/lib/alerts/outcome-paths';
import { parsePairSlug, pairPath } from '@/lib/converter/pair-slug';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { AnalyticsMark } from '@/components/analytics/analytics-mark';
import { NoticePage, noticePageMetadata, NoticePageText } from '@/components/notice-page/notice-page';

type ResultPageProps = {
  params: Promise<{ locale: string; result: string }>;
  searchParams: Promise<{ pair?: string | string[] }>;
};

// Per request: the pages that say how a post went are small, and never cached under a made-up name.
export const dynamic = 'force-dynamic';

// Written out, so the message-key test sees each key read.
const copy = {
  sent: { title: 'sentTitle', body: 'sentBody' },
  confirmed: { title: 'confirmedTitle', body: 'confirmedBody' },
  'link-expired': { title: 'expiredTitle', body: 'expiredBody' },
  stopped: { title: 'stoppedTitle', body: 'stoppedBody' },
  off: { title: 'offTitle', body: 'offBody' },
} as const satisfies Record<AlertResultPage, { title: string; body: string }>;

function resultFrom(value: string): AlertResultPage {
  const result = alertResultPages.find((page) => page === value);
  if (!result) notFound();
  return result;
}

export async function generateMetadata({ params }: ResultPageProps): Promise<Metadata> {
  const [locale, { result }] = await Promise.all([localeFrom(params), params]);
  const t = await getTranslations({ locale, namespace: 'AlertPages' });
  return noticePageMetadata(withBrand(t(copy[resultFrom(result)].title)));
}

export default async function AlertOutcomePage({ params, searchParams }: ResultPageProps) {
  const [locale, { result: value }, query] = await Promise.all([localeFrom(params), params, searchParams]);
  setRequestLocale(locale);
  const result = resultFrom(value);
  const t = await getTranslations('AlertPages');
  const pair = typeof query.pair === 'string' ? parsePairSlug(query.pair) : undefined;
  return (
    <NoticePage title={t(copy[result].title)}>
      <NoticePageText>{t(copy[result].body)}</NoticePageText>
      {result === 'sent' && <NoticePageText>{t('sentHelp')}</NoticePageText>}
      <AnalyticsMark pair={pair} event={result === 'sent' ? 'Alert set' : undefined} />
      {pair ? (
        <a href={localizedPath(pairPath(pair), locale)}>
          {t('backToPair', { fromCode: pair.from, toCode: pair.to })}
        </a>
      ) : (
        <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
      )}
    </NoticePage>
  );
}
