import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { defaultConverterState } from '@/lib/converter/converter-query';
import { getHomeMetadata } from '@/lib/seo/home-metadata';
import { LandingPage } from '@/components/landing-page/landing-page';

type HomePageProps = { params: Promise<{ locale: string }> };

// freshness.pageSeconds (lib/cache/freshness.mjs): Next reads this as a literal; a test keeps them equal.
export const revalidate = 60;
export const dynamic = 'force-static';
// Else each missing public file (/missing.png) is rendered and cached as a 404: docs/hardening.md#bad-input
export const dynamicParams = false;

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  return getHomeMetadata(await localeFrom(params));
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  return <LandingPage locale={locale} converter={defaultConverterState} rendering={{ cached: true }} />;
}
