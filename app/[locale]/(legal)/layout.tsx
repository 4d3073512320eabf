import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { localeFrom } from '@/lib/i18n/locale-param';
import { ProductSection } from '@/components/sections/feature-section/product-section';
import { SiteFrame } from '@/components/site-frame/site-frame';

type LegalLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LegalLayout({ children, params }: LegalLayoutProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);

  return (
    <SiteFrame withModals>
      {children}
      {/* Spec §2. No art: the legal pages stay light. */}
      <ProductSection id="global-accounts" tone="sand" linkFrom={{ locale }} />
      <ProductSection id="virtual-cards" linkFrom={{ locale }} />
    </SiteFrame>
  );
}
