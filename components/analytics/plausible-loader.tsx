'use client';

import { useEffect } from 'react';

import { whenPageIdle } from '@/lib/browser/when-page-idle';

/** The tracker's code is fetched once the page is idle (at most ~3 s after load), never before first paint. */
export function PlausibleLoader() {
  useEffect(
    () =>
      whenPageIdle(() => {
        void import('@/lib/analytics/plausible-tracker').then(({ startPlausible }) => startPlausible());
      }),
    [],
  );
  return null;
}
