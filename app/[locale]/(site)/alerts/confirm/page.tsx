import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { withBrand } from '@/lib/seo/page-metadata';
import { noticePageMetadata } from '@/components/notice-page/notice-page';
import { AlertLinkPage, alertLinkTitle } from '@/components/rate-alert/alert-link-page';

type LinkPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; problem?: string | string[] }>;
};

// Per request, never indexed: the page a confirmation mail opens. Its button confirms; opening it does nothing.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LinkPageProps): Promise<Metadata> {
  return noticePageMetadata(withBrand(await alertLinkTitle('confirm', await localeFrom(params))));
}

export default async function ConfirmAlertPage({ params, searchParams }: LinkPageProps) {
  const [locale, query] = await Promise.all([localeFrom(params), searchParams]);
  setRequestLocale(locale);
  return (
    <AlertLinkPage
      kind="confirm"
      locale={locale}
      token={typeof query.token === 'string' ? query.token : undefined}
      problem={query.problem === 'error'}
    />
  );
}
