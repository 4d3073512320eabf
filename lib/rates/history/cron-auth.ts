import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';

import { env } from '@/lib/env';

import { historyBucketSeconds } from './history';

export function describeRecorderSettings(): string {
  return env.CRON_SECRET
    ? `[rates] history: recording through GET /api/cron/rates, one sample per pair per ${historyBucketSeconds()} s`
    : '[rates] history: recording is off (CRON_SECRET is not set); /api/cron/rates answers 503';
}

export type CronAuth = 'off' | 'denied' | 'allowed';

/** Digests first, so timingSafeEqual gets equal lengths and the time says nothing of the secret's length. */
export function checkCronAuth(authorization: string | null): CronAuth {
  if (!env.CRON_SECRET) return 'off';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${env.CRON_SECRET}`))
    ? 'allowed'
    : 'denied';
}
