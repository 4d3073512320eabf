import { createHmac } from 'node:crypto';

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';

import type { Db } from '@/lib/db/open-database.mjs';

type RateLimitDecision =
  | {
      allowed: true;
      /** Gives this attempt back (it failed on our side, not the visitor's). Rejects when the database fails. */
      refund: () => Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /**
   * Counts one attempt for `key` (a client address), unless its window's attempts are used up. Rejects when the
   * database cannot be reached or fails.
   */
  consume(key: string): Promise<RateLimitDecision>;
};

type RateLimiterOptions = {
  /** The process's database (the one every replica shares); asked at each use, so a failed open is retried. */
  getDb: () => Promise<Db>;
  limit: number;
  windowMs: number;
  /** Deletes rows whose window ended over an hour ago, every 5 minutes (the library's timer). Default true. */
  clearExpired?: boolean;
};

// The migration 0002_waitlist_rate_limit creates both tables.
const TABLE = 'waitlist_rate_limit';
const SECRET_TABLE = 'waitlist_rate_limit_secret';

const secretRowSchema = z.object({ secret: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * A fixed-window limit kept in PostgreSQL by rate-limiter-flexible, so every process on the same database counts
 * together and a restart forgets nothing: at most `limit` attempts per key in a window that opens at the key's first
 * attempt and lasts `windowMs`; the attempt after it ends opens the next one. Across a window's end, up to
 * 2 × `limit` can pass in a short time. Each count is one atomic upsert.
 *
 * Keys are stored as an HMAC-SHA256 of the address under a secret kept in the database (read once, then cached),
 * never as the address itself.
 */
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
  // Made at the first attempt, not at import: the page that renders the form imports this module too, and the
  // library starts its clean-up timer as it is made.
  const getStore = () =>
    (store ??= new RateLimiterPostgres({
      // What the library calls: query({ text, values, name }). The name would prepare a statement per connection,
      // which PGlite (one session shared by every connection) would then see prepared twice; our pool runs it unnamed.
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
            // Once its window has ended the attempt no longer counts; giving it back then would open the next
            // window one attempt in credit (the library's reward starts an expired row at -1).
            if (Date.now() < windowEndsAt) await getStore().reward(storedKey);
          },
        };
      } catch (error) {
        // The library refuses with its result object; anything else is the database failing.
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext };
        throw error;
      }
    },
  };
}
