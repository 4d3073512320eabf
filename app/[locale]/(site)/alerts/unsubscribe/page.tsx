import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { rateFigure } from '@/lib/alerts/alert-mails';
import { lookUpAlert } from '@/lib/alerts/alert-lookup';
import { isTokenShaped } from '@/lib/alerts/tokens';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { TokenActionForm } from '@/components/notice-page/token-action-form';
import { NoticePage, noticePageMetadata, NoticePageText } from '@/components/notice-page/notice-page';

type StopPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; problem?: string | string[] }>;
};

// Written out, so the message-key test sees each key read.
const directionKeys = { up: 'up', down: 'down' } as const;

// Per request, never indexed: the page an alert mail's "stop" link (and a GET of its one-click address) opens.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: StopPageProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'AlertPages' });
  return noticePageMetadata(withBrand(t('stopTitle')));
}

export default async function StopAlertPage({ params, searchParams }: StopPageProps) {
  const [locale, query] = await Promise.all([localeFrom(params), searchParams]);
  setRequestLocale(locale);
  const t = await getTranslations('AlertPages');
  const token = typeof query.token === 'string' ? query.token : undefined;
  const lookup = await lookUpAlert('unsubscribe', token);
  const isOn = lookup.state === 'found' && ['pending', 'armed'].includes(lookup.alert.status);
  if (!isTokenShaped(token) || (lookup.state === 'found' && !isOn) || lookup.state === 'unknown') {
    return (
      <NoticePage title={t('stopTitle')}>
        <NoticePageText>{t('stopUnknown')}</NoticePageText>
        <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
      </NoticePage>
    );
  }
  const failed = lookup.state === 'failed' || query.problem === 'error';
  return (
    <NoticePage title={t('stopTitle')} notice={failed ? t('tryAgain') : undefined}>
      {lookup.state === 'found' && (
        <NoticePageText>
          {t('stopBody', {
            fromCode: lookup.alert.pair.from,
            toCode: lookup.alert.pair.to,
            condition: t(directionKeys[lookup.alert.direction], {
              target: rateFigure(Number(lookup.alert.target), lookup.alert.pair, locale),
            }),
          })}
        </NoticePageText>
      )}
      <TokenActionForm
        action="/api/alerts/unsubscribe"
        token={token}
        locale={locale}
        label={t('stopButton')}
      />
    </NoticePage>
  );
}
