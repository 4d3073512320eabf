import type { ReactNode } from 'react';

import { FeatureModals } from '@/components/feature-modals/feature-modals';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { MAIN_ID } from '@/components/skip-link/skip-link';
import { WaitlistModal } from '@/components/waitlist/waitlist-modal';

import styles from './site-frame.module.scss';

type SiteFrameProps = {
  children: ReactNode;
  sections?: ReactNode;
  withModals?: boolean;
  fill?: boolean;
};

export function SiteFrame({ children, sections, withModals = false, fill = false }: SiteFrameProps) {
  return (
    <>
      <SiteHeader sections={sections} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} data-fill={fill || undefined}>
        {children}
      </main>
      {withModals && (
        <>
          <FeatureModals />
          <WaitlistModal />
        </>
      )}
      <SiteFooter />
    </>
  );
}
