'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { getDb } from '@/lib/db/get-db';
import { routing } from '@/lib/i18n/routing';

import { createPrivateAddressWarning, readClientAddress } from './client-ip';
import { waitlistAddressSetting, waitlistLimits } from './limiter';
import type { WaitlistResult } from './result';
import { submitSignup, type WaitlistEvent } from './submit-signup';

const warnIfPrivate = createPrivateAddressWarning(waitlistAddressSetting, (message) => console.warn(message));

function logEvent(event: WaitlistEvent) {
  if (event.outcome === 'failed') console.error(JSON.stringify(event));
  else console.info(JSON.stringify(event));
}

export async function joinWaitlist(input: unknown): Promise<WaitlistResult> {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const address = readClientAddress(requestHeaders, waitlistAddressSetting);
  warnIfPrivate(address);
  return submitSignup(
    input,
    {
      ip: address.key,
      locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    },
    { getDb, limits: waitlistLimits, log: logEvent },
  );
}
