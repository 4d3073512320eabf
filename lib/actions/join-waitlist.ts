'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { routing } from '@/lib/i18n/routing';
import { attributionFrom } from '@/lib/signup/attribution';
import { createClientAddressWarnings, readClientAddress } from '@/lib/signup/client-ip';
import { waitlistAddressSetting } from '@/lib/waitlist/limiter';
import type { WaitlistResult } from '@/lib/waitlist/result';
import { submitToWaitlist } from '@/lib/waitlist/waitlist';

const warnIfMisread = createClientAddressWarnings(waitlistAddressSetting, (message) => console.warn(message));

export async function joinWaitlist(input: unknown): Promise<WaitlistResult> {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const address = readClientAddress(requestHeaders, waitlistAddressSetting);
  warnIfMisread(address);
  const origin = requestHeaders.get('origin');
  const { result, mailed } = await submitToWaitlist(input, {
    ip: address.key,
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    // The page the form was opened on and its campaign tags; Next has checked Origin for the action.
    attribution: origin ? attributionFrom(requestHeaders.get('referer'), origin, '/') : undefined,
  });
  // The confirmation goes out after the answer; a failure is retried by the next recording or submit.
  if (mailed) after(() => sendMailNow());
  after(() => cleanUpIfDue());
  return result;
}
