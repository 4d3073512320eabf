import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { createRateLimiter } from './rate-limit';

const WAITLIST_RATE_LIMIT = 5;
export const WAITLIST_RATE_WINDOW_MS = 10 * 60_000;

export const waitlistLimiter = createRateLimiter({
  getDb,
  limit: WAITLIST_RATE_LIMIT,
  windowMs: WAITLIST_RATE_WINDOW_MS,
});
