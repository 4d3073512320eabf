import type { ReactNode } from 'react';

import { FeatureModals } from '@/components/feature-modals/feature-modals';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { MAIN_ID } from '@/components/skip-link/skip-link';
import { WaitlistModal } from '@/components/waitlist/waitlist-modal';

import styles from './site-frame.module.scss';

type SiteFrameProps = {
  children: ReactNode;
  /** The landing page's section entries in the navigation; the other pages hide them (spec §2). */
  showSections?: boolean;
  /** The feature and waitlist modals, for pages whose buttons open them in place. */
  withModals?: boolean;
  /** Stretch the page's one block down the whole of <main> (the 404's message, centred in the screen). */
  fill?: boolean;
};

/** The header, the page in <main> (where the skip link leads) and the footer: written once, for every page. */
export function SiteFrame({
  children,
  showSections = false,
  withModals = false,
  fill = false,
}: SiteFrameProps) {
  return (
    <>
      <SiteHeader showSections={showSections} />
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
