/** The events Plausible counts, named as its dashboard shows them. */
export type AnalyticsEventName = 'Converter used' | 'Waitlist opened' | 'Waitlist sign-up' | 'Alert set';

export type PendingEvent = { name: AnalyticsEventName; pair?: string | undefined };

const pending: PendingEvent[] = [];
let deliver: ((event: PendingEvent) => void) | undefined;
let hasUsedConverter = false;

/** Queued until the tracker loads (after the page is idle); the converter counts once a page. */
export function trackEvent(name: AnalyticsEventName, pair?: string): void {
  // Fixed by next.config.ts at build: without Plausible the build folds this function to nothing.
  if (process.env.TUMA_PLAUSIBLE_ANALYTICS !== '1') return;
  if (name === 'Converter used') {
    if (hasUsedConverter) return;
    hasUsedConverter = true;
  }
  if (deliver) deliver({ name, pair });
  else pending.push({ name, pair });
}

export function deliverEvents(to: (event: PendingEvent) => void): void {
  deliver = to;
  for (const event of pending.splice(0)) to(event);
}
