import type { AnalyticsEventName } from '@/lib/analytics/track-event';
import type { CurrencyPair } from '@/lib/converter/pair-slug';
import { publicEnv } from '@/lib/public-env';

import { AnalyticsEvent } from './analytics-event';

type AnalyticsMarkProps = {
  /** The page's pair, sent with its pageview and events. */
  pair?: CurrencyPair | undefined;
  /** An outcome this page shows, counted when it loads (also after a form posted without JavaScript). */
  event?: AnalyticsEventName;
};

/** What the tracker reads from the page (lib/analytics/plausible-tracker.ts); nothing without analytics. */
export function AnalyticsMark({ pair, event }: AnalyticsMarkProps) {
  if (!publicEnv.plausible) return null;
  const pairName = pair ? `${pair.from}/${pair.to}` : undefined;
  return (
    <>
      <span hidden data-analytics-pair={pairName} />
      {event && <AnalyticsEvent event={event} pair={pairName} />}
    </>
  );
}
