import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { createRateLimiter } from './rate-limit';

const WAITLIST_RATE_LIMIT = 5;
export const WAITLIST_RATE_WINDOW_MS = 10 * 60_000;

/**
 * 5 sign-ups per client address per fixed 10-minute window, counted in PostgreSQL: every replica on the same database
 * shares the count, and a restart keeps it (docs/waitlist.md).
 */
export const waitlistLimiter = createRateLimiter({
  getDb,
  limit: WAITLIST_RATE_LIMIT,
  windowMs: WAITLIST_RATE_WINDOW_MS,
});
