'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';

import { clientIpFrom } from './client-ip';
import { waitlistLimiter } from './limiter';
import type { WaitlistResult } from './result';
import { submitSignup, type WaitlistEvent } from './submit-signup';

function logEvent(event: WaitlistEvent) {
  if (event.outcome === 'failed') console.error(JSON.stringify(event));
  else console.info(JSON.stringify(event));
}

export async function joinWaitlist(input: unknown): Promise<WaitlistResult> {
  const requestHeaders = await headers();
  const locale = await getLocale();
  return submitSignup(
    input,
    {
      ip: clientIpFrom(requestHeaders, env.TRUSTED_PROXY_HOPS),
      locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    },
    { getDb, limiter: waitlistLimiter, log: logEvent },
  );
}
