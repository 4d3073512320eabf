import type { ReactNode } from 'react';

import { FeatureModals } from '@/components/feature-modals/feature-modals';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { MAIN_ID } from '@/components/skip-link/skip-link';
import { WaitlistModal } from '@/components/waitlist/waitlist-modal';

import styles from './site-frame.module.scss';

type SiteFrameProps = {
  children: ReactNode;
  /** The landing page's section entries in the navigation (landing-sections.tsx); the other pages have none (spec §2). */
  sections?: ReactNode;
  /** The feature and waitlist modals, for pages whose buttons open them in place. */
  withModals?: boolean;
  /** Stretch the page's one block down the whole of <main> (the 404's message, centred in the screen). */
  fill?: boolean;
};

/** The header, the page in <main> (where the skip link leads) and the footer: written once, for every page. */
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
