'use client';

import { useEffect } from 'react';

import { whenPageIdle } from '@/lib/browser/when-page-idle';

type PlausibleLoaderProps = { domain: string; origin: string };

/** The tracker's code is fetched once the page is idle (at most ~3 s after load), never before first paint. */
export function PlausibleLoader({ domain, origin }: PlausibleLoaderProps) {
  useEffect(
    () =>
      whenPageIdle(() => {
        void import('@/lib/analytics/plausible-tracker').then(({ startPlausible }) =>
          startPlausible(domain, origin),
        );
      }),
    [domain, origin],
  );
  return null;
}
