import type { ReactNode } from 'react';

import { LandingSections } from '@/components/site-header/landing-sections';
import { SiteFrame } from '@/components/site-frame/site-frame';

// The landing page, cached or for a converter link: its navigation lists its sections, its buttons open the modals.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame sections={<LandingSections />} withModals>
      {children}
    </SiteFrame>
  );
}
