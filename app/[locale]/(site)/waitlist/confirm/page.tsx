import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { hashToken, isTokenShaped } from '@/lib/alerts/tokens';
import { errorCodeOf } from '@/lib/db/error-code';
import { getDb } from '@/lib/db/get-db';
import { pendingSignupEmail } from '@/lib/db/waitlist-signups';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { TokenActionForm } from '@/components/notice-page/token-action-form';
import { NoticePage, noticePageMetadata, NoticePageText } from '@/components/notice-page/notice-page';

type ConfirmPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; problem?: string | string[] }>;
};

// Per request, never indexed: the page a waitlist confirmation mail opens. Its button confirms; opening it does not.
export const dynamic = 'force-dynamic';

async function lookUp(token: string): Promise<string | undefined | 'failed'> {
  try {
    return await pendingSignupEmail(await getDb(), hashToken(token));
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'waitlist.confirm-page', outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    return 'failed';
  }
}

export async function generateMetadata({ params }: ConfirmPageProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'WaitlistPages' });
  return noticePageMetadata(withBrand(t('confirmTitle')));
}

export default async function ConfirmSignupPage({ params, searchParams }: ConfirmPageProps) {
  const [locale, query] = await Promise.all([localeFrom(params), searchParams]);
  setRequestLocale(locale);
  const t = await getTranslations('WaitlistPages');
  const token = typeof query.token === 'string' ? query.token : undefined;
  const email = isTokenShaped(token) ? await lookUp(token) : undefined;
  if (!isTokenShaped(token) || email === undefined) {
    return (
      <NoticePage title={t('expiredTitle')}>
        <NoticePageText>{t('expiredBody')}</NoticePageText>
        <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
      </NoticePage>
    );
  }
  const failed = email === 'failed' || query.problem === 'error';
  return (
    <NoticePage title={t('confirmTitle')} notice={failed ? t('tryAgain') : undefined}>
      {email !== 'failed' && <NoticePageText>{t('confirmBody', { email })}</NoticePageText>}
      <TokenActionForm
        action="/api/waitlist/confirm"
        token={token}
        locale={locale}
        label={t('confirmButton')}
      />
    </NoticePage>
  );
}
