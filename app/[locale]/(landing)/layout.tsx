import type { ReactNode } from 'react';

import { LandingSections } from '@/components/site-header/landing-sections';
import { SiteFrame } from '@/components/site-frame/site-frame';

export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame sections={<LandingSections />} withModals>
      {children}
    </SiteFrame>
  );
}
