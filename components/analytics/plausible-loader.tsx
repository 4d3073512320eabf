'use client';

import { useEffect } from 'react';

import { whenPageIdle } from '@/lib/browser/when-page-idle';

// Mounted means hydrated, so interactive: a `load` held back by a slow image must not keep the tracker past 5 s.
const LATEST_START_MS = 4_000;

/** The tracker's code is fetched once the page is idle after load, or 4 s after it became interactive. */
export function PlausibleLoader() {
  useEffect(() => {
    let isLoading = false;
    const load = () => {
      if (isLoading) return;
      isLoading = true;
      void import('@/lib/analytics/plausible-tracker').then(({ startPlausible }) => startPlausible());
    };
    const cancelIdle = whenPageIdle(load);
    const timer = window.setTimeout(load, LATEST_START_MS);
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
