import { createHmac } from 'node:crypto';

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';

import type { Db, Queryable } from '@/lib/db/open-database.mjs';

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
  name: string;
  limit: number;
  windowMs: number;
};

const TABLE = 'waitlist_rate_limit';
const SECRET_TABLE = 'waitlist_rate_limit_secret';

const secretRowSchema = z.object({ secret: z.string().regex(/^[0-9a-f]{64}$/) });

async function querySecret(db: Queryable): Promise<Buffer> {
  const { rows } = await db.query(`select encode(secret, 'hex') as secret from ${SECRET_TABLE}`);
  return Buffer.from(secretRowSchema.parse(rows[0]).secret, 'hex');
}

const hmacKey = (secret: Buffer, name: string, key: string) =>
  createHmac('sha256', secret).update(`${name}:${key}`).digest('hex');

function secretReader(getDb: () => Promise<Db>): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () =>
    (secret ??= getDb()
      .then(querySecret)
      .catch((error: unknown) => {
        secret = undefined; // the next attempt asks again
        throw error;
      }));
}

export function createRateLimiter({ getDb, name, limit, windowMs }: RateLimiterOptions): RateLimiter {
  const readSecret = secretReader(getDb);
  const hashed = async (key: string) => hmacKey(await readSecret(), name, key);

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

export type LimiterKey = { name: string; key: string };

export type LimiterRow = { name: string; points: number; expiresAt: Date | null };

async function storedKeys(db: Queryable, keys: LimiterKey[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const secret = await querySecret(db);
  return new Map(keys.map(({ name, key }) => [hmacKey(secret, name, key), name]));
}

export async function readLimiterKeys(db: Queryable, keys: LimiterKey[]): Promise<LimiterRow[]> {
  const hashes = await storedKeys(db, keys);
  if (hashes.size === 0) return [];
  const { rows } = await db.query<{ key: string; points: number; expire: string | null }>(
    `select key, points, expire::text as expire from ${TABLE} where key = any($1::text[]) order by key`,
    [[...hashes.keys()]],
  );
  return rows.map((row) => ({
    name: hashes.get(row.key) ?? 'unknown',
    points: row.points,
    expiresAt: row.expire === null ? null : new Date(Number(row.expire)),
  }));
}

export async function deleteLimiterKeys(db: Queryable, keys: LimiterKey[]): Promise<number> {
  const hashes = await storedKeys(db, keys);
  if (hashes.size === 0) return 0;
  const { rowCount } = await db.query(`delete from ${TABLE} where key = any($1::text[])`, [
    [...hashes.keys()],
  ]);
  return rowCount;
}
