'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';

import { attributionFrom } from '@/lib/signup/attribution';
import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';
import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { routing } from '@/lib/i18n/routing';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { mailSettings } from '@/lib/mail/transport';
import { publicEnv } from '@/lib/public-env';

import { createClientAddressWarnings, readClientAddress } from '@/lib/signup/client-ip';
import { waitlistAddressSetting, waitlistLimits } from '@/lib/waitlist/limiter';
import type { WaitlistResult } from '@/lib/waitlist/result';
import { submitSignup, type WaitlistEvent } from '@/lib/waitlist/submit-signup';

const warnIfMisread = createClientAddressWarnings(waitlistAddressSetting, (message) => console.warn(message));

function logEvent(event: WaitlistEvent) {
  if (event.outcome === 'failed') console.error(JSON.stringify(event));
  else console.info(JSON.stringify(event));
}

export async function joinWaitlist(input: unknown): Promise<WaitlistResult> {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const address = readClientAddress(requestHeaders, waitlistAddressSetting);
  warnIfMisread(address);
  const mail = mailSettings();
  const origin = requestHeaders.get('origin');
  const result = await submitSignup(
    input,
    {
      ip: address.key,
      locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
      // The page the form was opened on and its campaign tags; Next has checked Origin for the action.
      attribution: origin ? attributionFrom(requestHeaders.get('referer'), origin, '/') : undefined,
    },
    {
      getDb,
      limits: waitlistLimits,
      log: logEvent,
      mail: mail.on
        ? {
            siteUrl: publicEnv.siteUrl,
            fromAddress: mail.fromAddress,
            perHour: env.MAIL_LIMIT_PER_HOUR,
            sharePercent: env.MAIL_SHARE_PER_ADDRESS_PERCENT,
          }
        : undefined,
    },
  );
  // The confirmation goes out after the answer; a failure is retried by the next recording or submit.
  if (mail.on && result.status === 'success') after(() => sendMailNow());
  after(() => cleanUpIfDue());
  return result;
}
