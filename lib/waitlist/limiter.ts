import 'server-only';

import { getDb } from '@/lib/db/get-db';
import { env, nextProcess } from '@/lib/env';

import { clientAddressSetting, describeClientAddressSetting } from '@/lib/signup/client-ip';
import { createSignupLimits, type SignupLimitCounts } from '@/lib/signup/signup-limits';

export const WAITLIST_RATE_WINDOW_MS = 10 * 60_000;

const counts: SignupLimitCounts = {
  address: env.WAITLIST_LIMIT_PER_ADDRESS,
  total: env.WAITLIST_LIMIT_TOTAL,
  email: env.WAITLIST_LIMIT_PER_EMAIL,
  phone: env.WAITLIST_LIMIT_PER_PHONE,
  untrusted: env.WAITLIST_LIMIT_UNTRUSTED,
};

export const waitlistLimits = createSignupLimits({ getDb, counts, windowMs: WAITLIST_RATE_WINDOW_MS });

export const waitlistAddressSetting = clientAddressSetting({
  isVercel: nextProcess.isVercel,
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
});

export function describeWaitlistSettings(): string[] {
  return [
    describeClientAddressSetting(waitlistAddressSetting),
    `Waitlist limits per ${WAITLIST_RATE_WINDOW_MS / 60_000} minutes: ${counts.address} per address ` +
      `(WAITLIST_LIMIT_PER_ADDRESS), ${counts.total} over all addresses (WAITLIST_LIMIT_TOTAL), ${counts.email} per ` +
      `e-mail (WAITLIST_LIMIT_PER_EMAIL), ${counts.phone} per phone number (WAITLIST_LIMIT_PER_PHONE), ` +
      `${counts.untrusted} from requests with no trusted address, together (WAITLIST_LIMIT_UNTRUSTED).`,
  ];
}
