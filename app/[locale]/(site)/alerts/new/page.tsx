import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { alertErrorCodes, type AlertErrorCode, type AlertFieldErrors } from '@/lib/alerts/alert-input';
import { alertsAreOn, currentRate } from '@/lib/alerts/alerts';
import { nextProcess } from '@/lib/env';
import { parsePairSlug, pairPath } from '@/lib/converter/pair-slug';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { AnalyticsMark } from '@/components/analytics/analytics-mark';
import { NoticePage, noticePageMetadata, NoticePageText } from '@/components/notice-page/notice-page';
import { RateAlertForm, type AlertProblem } from '@/components/rate-alert/rate-alert-form';

type Query = Record<string, string | string[] | undefined>;
type NewAlertPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

// Per request: the form again, with what the visitor typed and what to fix (lib/alerts/outcome-paths.ts).
export const dynamic = 'force-dynamic';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const errorCode = (value: string | undefined) =>
  alertErrorCodes.find((code): code is AlertErrorCode => code === value);

function problemFrom(query: Query): AlertProblem | undefined {
  const limited = one(query.limited);
  if (limited === 'network' || limited === 'everyone') return limited;
  const problem = one(query.problem);
  return problem === 'no-rate' || problem === 'error' ? problem : undefined;
}

export async function generateMetadata({ params, searchParams }: NewAlertPageProps): Promise<Metadata> {
  const [locale, query] = await Promise.all([localeFrom(params), searchParams]);
  const pair = parsePairSlug(one(query.pair) ?? '');
  if (!pair) return {};
  const t = await getTranslations({ locale, namespace: 'AlertPages' });
  return noticePageMetadata(withBrand(t('newTitle', { fromCode: pair.from, toCode: pair.to })));
}

export default async function NewAlertPage({ params, searchParams }: NewAlertPageProps) {
  const [locale, query] = await Promise.all([localeFrom(params), searchParams]);
  setRequestLocale(locale);
  const pair = parsePairSlug(one(query.pair) ?? '');
  if (!pair) notFound();
  const t = await getTranslations('AlertPages');
  const codes = { fromCode: pair.from, toCode: pair.to };
  const back = <a href={localizedPath(pairPath(pair), locale)}>{t('backToPair', codes)}</a>;
  if (!alertsAreOn()) {
    return (
      <NoticePage title={t('offTitle')}>
        <NoticePageText>{t(nextProcess.isPreview ? 'previewOffBody' : 'offBody')}</NoticePageText>
        {back}
      </NoticePage>
    );
  }
  const rate = await currentRate(pair);
  const fieldErrors: AlertFieldErrors = {};
  const emailError = errorCode(one(query['email-error']));
  const targetError = errorCode(one(query['target-error']));
  if (emailError) fieldErrors.email = emailError;
  if (targetError) fieldErrors.target = targetError;
  return (
    <NoticePage title={t('newTitle', codes)}>
      {rate === undefined ? (
        <RateAlertUnavailable />
      ) : (
        <RateAlertForm
          locale={locale}
          pair={pair}
          rate={rate}
          headingLevel={2}
          target={one(query.target)?.slice(0, 32)}
          fieldErrors={fieldErrors}
          problem={problemFrom(query)}
        />
      )}
      {back}
      <AnalyticsMark pair={pair} />
    </NoticePage>
  );
}

async function RateAlertUnavailable() {
  const t = await getTranslations('RateAlert');
  return <NoticePageText>{t('problems.no-rate')}</NoticePageText>;
}
