import { getLocale } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { NotFoundContent } from '@/components/not-found-content/not-found-content';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';

export default async function LocaleNotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <>
      <SiteHeader />
      <NotFoundContent homeHref={localizedPath('/', locale)} locale={locale} />
      <SiteFooter />
    </>
  );
}
