import { init, track } from '@plausible-analytics/tracker';

import { isLoopback } from '@/lib/config/loopback';

import { cleanReferrer, cleanUrl, isConsolePath } from './clean-url';
import { deliverEvents, type AnalyticsEventKey } from './track-event';

const eventNames: Record<AnalyticsEventKey, string> = {
  converter: 'Converter used',
  'waitlist-opened': 'Waitlist opened',
  'waitlist-signup': 'Waitlist sign-up',
  'alert-set': 'Alert set',
};

/** The page's path and language, and its pair (AnalyticsMark) where there is one. */
function pageProps(): Record<string, string> {
  const pair = document.querySelector<HTMLElement>('[data-analytics-pair]')?.dataset.analyticsPair;
  const props = { path: location.pathname, language: document.documentElement.lang };
  return pair ? { ...props, pair } : props;
}

let isStarted = false;

export function startPlausible(domain: string, origin: string): void {
  if (isStarted || isConsolePath(location.pathname)) return;
  isStarted = true;
  init({
    domain,
    endpoint: `${origin}/api/event`,
    // So tests and the demo, served from this machine, are counted; nowhere else does a page run on loopback.
    captureOnLocalhost: isLoopback(location.hostname),
    bindToWindow: false,
    logging: false,
    customProperties: pageProps,
    transformRequest: (payload) => ({ ...payload, u: cleanUrl(payload.u), r: cleanReferrer(payload.r) }),
  });
  deliverEvents(({ key, pair }) => track(eventNames[key], pair ? { props: { pair } } : {}));
}
