import { createHmac } from 'node:crypto';

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';

import type { Db } from '@/lib/db/open-database.mjs';

type RateLimitDecision =
  | {
      allowed: true;
      refund: () => Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  consume(key: string): Promise<RateLimitDecision>;
};

type RateLimiterOptions = {
  getDb: () => Promise<Db>;
  limit: number;
  windowMs: number;
  clearExpired?: boolean;
};

const TABLE = 'waitlist_rate_limit';
const SECRET_TABLE = 'waitlist_rate_limit_secret';

const secretRowSchema = z.object({ secret: z.string().regex(/^[0-9a-f]{64}$/) });

export function createRateLimiter({
  getDb,
  limit,
  windowMs,
  clearExpired = true,
}: RateLimiterOptions): RateLimiter {
  let secret: Promise<Buffer> | undefined;
  const readSecret = () =>
    (secret ??= getDb()
      .then((db) => db.query(`select encode(secret, 'hex') as secret from ${SECRET_TABLE}`))
      .then(({ rows }) => Buffer.from(secretRowSchema.parse(rows[0]).secret, 'hex'))
      .catch((error: unknown) => {
        secret = undefined; // the next attempt asks again
        throw error;
      }));

  const hashed = async (key: string) =>
    createHmac('sha256', await readSecret())
      .update(key)
      .digest('hex');

  let store: RateLimiterPostgres | undefined;
  // Made lazily: the library starts its clean-up timer when made, and the form's page imports this module.
  const getStore = () =>
    (store ??= new RateLimiterPostgres({
      // Run unnamed: a named statement would be prepared twice on PGlite's one shared session.
      storeClient: {
        query: async ({ text, values }: { text: string; values?: unknown[] }) =>
          (await getDb()).query(text, values),
      },
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: clearExpired,
      keyPrefix: '',
      points: limit,
      duration: windowMs / 1000,
    }));

  return {
    async consume(key) {
      const storedKey = await hashed(key);
      try {
        const counted = await getStore().consume(storedKey);
        const windowEndsAt = Date.now() + counted.msBeforeNext;
        return {
          allowed: true,
          async refund() {
            // After its window has ended, reward() would start the next window one attempt in credit.
            if (Date.now() < windowEndsAt) await getStore().reward(storedKey);
          },
        };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext };
        throw error;
      }
    },
  };
}
