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
  /** Keeps counts of different kinds apart in the one table: it is hashed with the key. */
  name: string;
  limit: number;
  windowMs: number;
};

const TABLE = 'waitlist_rate_limit';
const SECRET_TABLE = 'waitlist_rate_limit_secret';

const secretRowSchema = z.object({ secret: z.string().regex(/^[0-9a-f]{64}$/) });

/** The database's HMAC secret, read once per process; asked again after a failure. */
function secretReader(getDb: () => Promise<Db>): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () =>
    (secret ??= getDb()
      .then((db) => db.query(`select encode(secret, 'hex') as secret from ${SECRET_TABLE}`))
      .then(({ rows }) => Buffer.from(secretRowSchema.parse(rows[0]).secret, 'hex'))
      .catch((error: unknown) => {
        secret = undefined; // the next attempt asks again
        throw error;
      }));
}

export function createRateLimiter({ getDb, name, limit, windowMs }: RateLimiterOptions): RateLimiter {
  const readSecret = secretReader(getDb);
  const hashed = async (key: string) =>
    createHmac('sha256', await readSecret())
      .update(`${name}:${key}`)
      .digest('hex');

  const store = new RateLimiterPostgres({
    // Run unnamed: a named statement would be prepared twice on PGlite's one shared session.
    storeClient: {
      query: async ({ text, values }: { text: string; values?: unknown[] }) =>
        (await getDb()).query(text, values),
    },
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    // Its timer never fires in a frozen serverless function: createPruner() prunes on the sign-up path instead.
    clearExpiredByTimeout: false,
    keyPrefix: '',
    points: limit,
    duration: windowMs / 1000,
  });

  return {
    async consume(key) {
      const storedKey = await hashed(key);
      try {
        const counted = await store.consume(storedKey);
        const windowEndsAt = Date.now() + counted.msBeforeNext;
        return {
          allowed: true,
          async refund() {
            // After its window has ended, reward() would start the next window one attempt in credit.
            if (Date.now() < windowEndsAt) await store.reward(storedKey);
          },
        };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext };
        throw error;
      }
    },
  };
}

/**
 * Deletes rows whose window ended a whole window ago, at most once per window per process, when a sign-up asks:
 * the table then holds only the keys of recent windows, on Vercel as self-hosted. The margin keeps a late refund
 * from landing on a deleted row. Never rejects: a missed clean-up is made up at the next one.
 */
export function createPruner({
  getDb,
  windowMs,
}: {
  getDb: () => Promise<Db>;
  windowMs: number;
}): () => Promise<void> {
  let nextAt = 0;
  return async () => {
    const now = Date.now();
    if (now < nextAt) return;
    nextAt = now + windowMs;
    await getDb()
      .then((db) => db.query(`delete from ${TABLE} where expire < $1`, [now - windowMs]))
      .catch(() => undefined);
  };
}
