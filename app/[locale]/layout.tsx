import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { jakarta } from '@/lib/fonts';
import { routing } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/public-env';
import { site } from '@/lib/site';
import { Analytics } from '@/components/analytics/analytics';
import { LocaleSuggestion } from '@/components/locale-suggestion/locale-suggestion';
import { NewTabHint } from '@/components/new-tab-hint/new-tab-hint';
import { SkipLink } from '@/components/skip-link/skip-link';

type LocaleLayoutProps = {
  children: ReactNode;
  params: Promise<{ locale: string }>;
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'Metadata',
  });
  return {
    metadataBase: new URL(publicEnv.siteUrl),
    title: { default: t('siteTitle'), template: `%s · ${t('brand')}` },
    description: t('siteDescription'),
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: '#0b6e4f',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // English pages suggest French to a browser that prefers it; the note is written in French, for that reader.
  const suggestion =
    locale === 'fr' ? null : await getTranslations({ locale: 'fr', namespace: 'LocaleSuggestion' });

  return (
    <html lang={locale} className={jakarta.variable}>
      <body>
        <SkipLink />
        {children}
        <NewTabHint />
        {suggestion && (
          <LocaleSuggestion
            locale="fr"
            text={suggestion('text')}
            action={suggestion('action')}
            dismiss={suggestion('dismiss')}
          />
        )}
        <Analytics />
      </body>
    </html>
  );
}
