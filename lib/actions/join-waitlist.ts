'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { routing } from '@/lib/i18n/routing';
import { isSameOrigin } from '@/lib/security/same-origin';
import { attributionFrom } from '@/lib/signup/attribution';
import { createClientAddressWarnings, readClientAddress } from '@/lib/signup/client-ip';
import { waitlistAddressSetting } from '@/lib/waitlist/limiter';
import type { WaitlistResult } from '@/lib/waitlist/result';
import { submitToWaitlist } from '@/lib/waitlist/waitlist';

const warnIfMisread = createClientAddressWarnings(waitlistAddressSetting, (message) => console.warn(message));

export async function joinWaitlist(input: unknown): Promise<WaitlistResult> {
  const requestHeaders = await headers();
  // Next lets an action posted without Origin through; the proxy refuses one first, and so does this.
  if (!isSameOrigin(requestHeaders)) return { status: 'error' };
  const locale = await getLocale();
  const address = readClientAddress(requestHeaders, waitlistAddressSetting);
  warnIfMisread(address);
  const { result, mailed } = await submitToWaitlist(input, {
    ip: address.key,
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    // The page the form was opened on and its campaign tags.
    attribution: attributionFrom(requestHeaders.get('referer'), requestHeaders.get('origin')!, '/'),
  });
  // The confirmation goes out after the answer; a failure is retried by the next recording or submit.
  if (mailed) after(() => sendMailNow());
  after(() => cleanUpIfDue());
  return result;
}
