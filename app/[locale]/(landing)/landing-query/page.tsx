import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { parseConverterQuery } from '@/lib/converter/converter-query';
import { LANDING_QUERY_HEADER } from '@/lib/converter/landing-query';
import { getHomeMetadata } from '@/lib/seo/home-metadata';
import { LandingPage } from '@/components/landing-page/landing-page';

type LandingQueryPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<LandingQueryPageProps, 'params'>): Promise<Metadata> {
  return getHomeMetadata(await localeFrom(params));
}

/** Reached only through proxy.ts's rewrite of a landing URL with converter state; by its own path, a 404. */
export default async function LandingQueryPage({ params, searchParams }: LandingQueryPageProps) {
  const locale = await localeFrom(params);
  const requestHeaders = await headers();
  if (requestHeaders.get(LANDING_QUERY_HEADER) !== '1') notFound();
  setRequestLocale(locale);
  return (
    <LandingPage
      locale={locale}
      converter={parseConverterQuery(await searchParams, locale)}
      rendering={{ cached: false, nonce: requestHeaders.get('x-nonce') ?? undefined }}
    />
  );
}
