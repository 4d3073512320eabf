import { init, track } from '@plausible-analytics/tracker';

import { isLoopback } from '@/lib/config/loopback';

import { cleanReferrer, cleanUrl } from './clean-url';
import { deliverEvents } from './track-event';

/** The page's path and language, and its pair (AnalyticsMark) where there is one. */
function pageProps(): Record<string, string> {
  const pair = document.querySelector<HTMLElement>('[data-analytics-pair]')?.dataset.analyticsPair;
  const props = { path: location.pathname, language: document.documentElement.lang };
  return pair ? { ...props, pair } : props;
}

let isStarted = false;

/** Called by PlausibleLoader; the site and endpoint were fixed by next.config.ts. The tracker starts once a page. */
export function startPlausible(): void {
  // init() throws when called twice, as a remounted layout would.
  if (isStarted) return;
  isStarted = true;
  init({
    domain: process.env.TUMA_PLAUSIBLE_DOMAIN!,
    endpoint: process.env.TUMA_PLAUSIBLE_ENDPOINT,
    // So tests and the demo, served from this machine, are counted; nowhere else does a page run on loopback.
    captureOnLocalhost: isLoopback(location.hostname),
    bindToWindow: false,
    logging: false,
    customProperties: pageProps,
    transformRequest: (payload) => ({ ...payload, u: cleanUrl(payload.u), r: cleanReferrer(payload.r) }),
  });
  deliverEvents(({ name, pair }) => track(name, pair ? { props: { pair } } : {}));
}
