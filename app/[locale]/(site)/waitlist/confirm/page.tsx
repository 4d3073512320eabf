import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { confirmSignup } from '@/lib/actions/confirm-signup';
import { isTokenShaped } from '@/lib/signup/tokens';
import { findPendingSignup } from '@/lib/waitlist/waitlist';
import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { withBrand } from '@/lib/seo/page-metadata';
import { maskPhone } from '@/lib/waitlist/mask-phone';
import { TokenActionForm } from '@/components/notice-page/token-action-form';
import {
  NoticePage,
  NoticePageDetails,
  noticePageMetadata,
  NoticePageText,
} from '@/components/notice-page/notice-page';

type ConfirmPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; problem?: string | string[] }>;
};

// Per request, never indexed: the page a waitlist confirmation mail opens. Its button confirms; opening it does not.
export const dynamic = 'force-dynamic';

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
  const signup = isTokenShaped(token) ? await findPendingSignup(token) : undefined;
  if (!isTokenShaped(token) || signup === undefined) {
    return (
      <NoticePage title={t('expiredTitle')}>
        <NoticePageText>{t('expiredBody')}</NoticePageText>
        <a href={localizedPath('/', locale)}>{t('homeLink')}</a>
      </NoticePage>
    );
  }
  const failed = signup === 'failed' || query.problem === 'error';
  return (
    <NoticePage title={t('confirmTitle')} notice={failed ? t('tryAgain') : undefined}>
      {signup !== 'failed' && (
        <>
          <NoticePageText>{t('confirmBody')}</NoticePageText>
          {/* The mail carries none of these: whoever opens the link sees what pressing the button keeps. */}
          <NoticePageDetails
            label={t('detailsLabel')}
            details={[
              { term: t('nameTerm'), value: signup.fullName },
              { term: t('emailTerm'), value: signup.email },
              { term: t('phoneTerm'), value: maskPhone(signup.phone) },
            ]}
          />
          <NoticePageText>{t('notYours')}</NoticePageText>
        </>
      )}
      <TokenActionForm
        action={confirmSignup}
        token={token}
        locale={locale}
        label={t('confirmButton')}
      />
    </NoticePage>
  );
}
