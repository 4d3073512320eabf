'use client';

import { Analytics, type BeforeSendEvent } from '@vercel/analytics/next';
import { SpeedInsights } from '@vercel/speed-insights/next';

import { cleanUrl, isConsolePath } from '@/lib/analytics/clean-url';

function withCleanUrl<Event extends { url: string }>(event: Event): Event | null {
  return isConsolePath(new URL(event.url).pathname) ? null : { ...event, url: cleanUrl(event.url) };
}

/**
 * Vercel's Web Analytics and Speed Insights, served by the platform from /_vercel on our origin (the CDN's debug
 * script is never used: mode and scriptSrc are fixed).
 */
export function VercelInsights() {
  return (
    <>
      <Analytics mode="production" beforeSend={(event: BeforeSendEvent) => withCleanUrl(event)} />
      <SpeedInsights scriptSrc="/_vercel/speed-insights/script.js" beforeSend={withCleanUrl} />
    </>
  );
}
