'use client';

import { useEffect } from 'react';

import { trackEvent, type AnalyticsEventName } from '@/lib/analytics/track-event';

/**
 * An outcome a page shows, counted once when it appears: after a full load (a form posted without JavaScript) or
 * after the router follows a Server Action's redirect, which loads no page.
 */
export function AnalyticsEvent({ event, pair }: { event: AnalyticsEventName; pair?: string | undefined }) {
  useEffect(() => {
    trackEvent(event, pair);
  }, [event, pair]);
  return null;
}
