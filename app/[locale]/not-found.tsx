import { getLocale } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { NotFoundContent } from '@/components/not-found-content/not-found-content';
import { SiteFrame } from '@/components/site-frame/site-frame';

// Rendered inside [locale]/layout, outside the route groups' layouts, so it puts on the frame itself.
export default async function LocaleNotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <SiteFrame fill>
      <NotFoundContent homeHref={localizedPath('/', locale)} locale={locale} />
    </SiteFrame>
  );
}
