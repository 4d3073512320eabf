import 'server-only';

import { createRateLimiter } from './rate-limit';

export const WAITLIST_RATE_LIMIT = 5;
export const WAITLIST_RATE_WINDOW_MS = 10 * 60_000;

// Kept on globalThis so a dev-server reload of this module does not reset the counts.
const holder = globalThis as typeof globalThis & {
  __tumaWaitlistLimiter?: ReturnType<typeof createRateLimiter>;
};

/** 5 sign-up attempts per client address per 10 minutes, counted in this process (see docs: one count per instance). */
export const waitlistLimiter = (holder.__tumaWaitlistLimiter ??= createRateLimiter({
  limit: WAITLIST_RATE_LIMIT,
  windowMs: WAITLIST_RATE_WINDOW_MS,
}));
