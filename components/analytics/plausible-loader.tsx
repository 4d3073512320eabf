'use client';

import { useEffect } from 'react';

import { whenPageIdle } from '@/lib/browser/when-page-idle';

// Mounted means hydrated, so interactive: the tracker comes within 5 s of that, even while `load` is held back.
const LATEST_START_MS = 4_000;

/** The tracker's code is fetched once the page is idle after load, or 4 s after it became interactive. */
export function PlausibleLoader() {
  useEffect(
    () =>
      whenPageIdle(
        () => {
          void import('@/lib/analytics/plausible-tracker').then(({ startPlausible }) => startPlausible());
        },
        { latestMs: LATEST_START_MS },
      ),
    [],
  );
  return null;
}
