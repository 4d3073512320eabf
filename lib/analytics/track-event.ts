/** What the islands report; the tracker names them ("Converter used", …: lib/analytics/plausible-tracker.ts). */
export type AnalyticsEventKey = 'converter' | 'waitlist-opened' | 'waitlist-signup' | 'alert-set';

export type PendingEvent = { key: AnalyticsEventKey; pair?: string | undefined };

const pending: PendingEvent[] = [];
let deliver: ((event: PendingEvent) => void) | undefined;
let hasUsedConverter = false;

/** Queued until the tracker loads (after the page is idle); the converter counts once a page. */
export function trackEvent(key: AnalyticsEventKey, pair?: string): void {
  // Fixed by next.config.ts at build: without Plausible the build folds this function to nothing.
  if (process.env.TUMA_PLAUSIBLE_ANALYTICS !== '1') return;
  if (key === 'converter') {
    if (hasUsedConverter) return;
    hasUsedConverter = true;
  }
  if (deliver) deliver({ key, pair });
  else pending.push({ key, pair });
}

export function deliverEvents(to: (event: PendingEvent) => void): void {
  deliver = to;
  for (const event of pending.splice(0)) to(event);
}
