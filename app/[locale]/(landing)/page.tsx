import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { localeFrom } from '@/lib/i18n/locale-param';
import { defaultConverterState } from '@/lib/converter/converter-query';
import { getHomeMetadata } from '@/lib/seo/home-metadata';
import { LandingPage } from '@/components/landing-page/landing-page';

type HomePageProps = { params: Promise<{ locale: string }> };

// Generated at build time for each language and regenerated at most once a minute (the rates' cache window), as the
// exchange-rate pages are: every visitor is answered from cache, and the converter then refreshes its rates itself
// when they are older than its refresh interval. Static even though the provider is called with cache: 'no-store':
// freshness is the rates service's own cache (lib/provider). A URL with converter state in its query is rendered per
// request by ./landing-query instead (proxy.ts, lib/converter/landing-query.ts).
export const revalidate = 60;
export const dynamic = 'force-static';
// Only the built languages. A public file that does not exist (/missing.png) reaches this route with that name as
// its "locale": without this, each such 404 would be rendered and then cached, one entry per name asked for.
export const dynamicParams = false;

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  return getHomeMetadata(await localeFrom(params));
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  return <LandingPage locale={locale} converter={defaultConverterState} rendering={{ cached: true }} />;
}
