import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { localeFrom } from '@/lib/i18n/locale-param';
import { localizedPath } from '@/lib/i18n/localized-path';
import { LegalTabs } from '@/components/legal-tabs/legal-tabs';
import { ProductSection } from '@/components/sections/feature-section/product-section';
import { SiteFrame } from '@/components/site-frame/site-frame';

import styles from './legal-layout.module.scss';

type LegalLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LegalLayout({ children, params }: LegalLayoutProps) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const t = await getTranslations('Legal');

  return (
    <SiteFrame withModals>
      <div className={styles.banner}>
        <p className={styles.heading}>{t('heading')}</p>
        <LegalTabs
          label={t('tabsLabel')}
          tabs={[
            {
              path: '/privacy-policy',
              href: localizedPath('/privacy-policy', locale),
              label: t('privacyPolicy'),
            },
            { path: '/terms', href: localizedPath('/terms', locale), label: t('terms') },
          ]}
        />
      </div>
      <div className={styles.content}>{children}</div>
      {/* Spec §2: two sections shared with the landing page, after the text, whose buttons open the frame's modals
          in place (without JavaScript they lead to the landing page's). No art: the legal pages stay light. */}
      <ProductSection id="global-accounts" tone="sand" linkFrom={{ locale }} />
      <ProductSection id="virtual-cards" linkFrom={{ locale }} />
    </SiteFrame>
  );
}
