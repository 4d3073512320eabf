/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { openDatabase, type Db } from '@/lib/db/open-database.mjs';
import { createPruner, createRateLimiter } from '@/lib/signup/rate-limit';

import { refusingDatabaseUrl, testBackends, type TestDatabase } from '@/__tests__/lib/db/test-databases';

jest.setTimeout(120_000);

const backends = testBackends();

const TEN_MINUTES = 10 * 60_000;

/** A per-address limiter as one server process makes it, on its own pool. */
const limiterOn = (db: Db, limit = 5, windowMs = TEN_MINUTES) =>
  createRateLimiter({ getDb: async () => db, name: 'address', limit, windowMs });

describe.each(backends)('the waitlist rate limit on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.query('delete from waitlist_rate_limit');
  });

  it('allows 5 sign-ups from one address in the window, refuses the 6th, and still lets another address in', async () => {
    const limiter = limiterOn(db);
    for (let n = 0; n < 5; n += 1)
      expect(await limiter.consume('203.0.113.1')).toMatchObject({ allowed: true });
    const refused = await limiter.consume('203.0.113.1');
    expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterMs).toBeGreaterThan(TEN_MINUTES - 60_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(TEN_MINUTES);
    expect(await limiter.consume('203.0.113.2')).toMatchObject({ allowed: true });
  });

  it('stores a keyed hash of the address under the database’s own secret, never the address', async () => {
    await limiterOn(db).consume('203.0.113.3');
    await limiterOn(db).consume('2001:db8:1:2::/64');
    const { rows: secrets } = await db.query<{ secret: string }>(
      "select encode(secret, 'hex') as secret from waitlist_rate_limit_secret",
    );
    expect(secrets).toHaveLength(1);
    const secret = Buffer.from(secrets[0]!.secret, 'hex');
    expect(secret).toHaveLength(32);

    const { rows } = await db.query<{ key: string; points: number }>(
      'select key, points from waitlist_rate_limit order by key',
    );
    const hmac = (address: string) => createHmac('sha256', secret).update(`address:${address}`).digest('hex');
    expect(rows).toEqual(
      [
        { key: hmac('203.0.113.3'), points: 1 },
        { key: hmac('2001:db8:1:2::/64'), points: 1 },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
    const stored = JSON.stringify(rows);
    for (const part of ['203.0.113', '2001:db8', '2001']) expect(stored).not.toContain(part);
  });

  it('counts together across two server processes on the same database', async () => {
    const first = limiterOn(await database.open());
    const second = limiterOn(await database.open());
    for (const limiter of [first, second, first, second, first])
      expect(await limiter.consume('203.0.113.4')).toMatchObject({ allowed: true });
    expect((await second.consume('203.0.113.4')).allowed).toBe(false);
    expect((await first.consume('203.0.113.4')).allowed).toBe(false);
  });

  it('lets exactly 5 through when 12 attempts race from two processes', async () => {
    const replicas = [limiterOn(await database.open()), limiterOn(await database.open())];
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, n) => replicas[n % 2]!.consume('203.0.113.5')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('keeps the count through a restart (a new pool and a new limiter)', async () => {
    const before = limiterOn(await database.open());
    for (let n = 0; n < 5; n += 1) await before.consume('203.0.113.6');
    const after = limiterOn(await database.open());
    expect((await after.consume('203.0.113.6')).allowed).toBe(false);
    expect((await after.consume('203.0.113.7')).allowed).toBe(true);
  });

  it('counts in fixed windows: the window opens at the first attempt and a new one follows when it ends', async () => {
    const limiter = limiterOn(db, 2, 1_000);
    expect((await limiter.consume('203.0.113.8')).allowed).toBe(true);
    expect((await limiter.consume('203.0.113.8')).allowed).toBe(true);
    const refused = await limiter.consume('203.0.113.8');
    expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterMs).toBeLessThanOrEqual(1_000);
    await sleep(refused.retryAfterMs + 50);
    expect((await limiter.consume('203.0.113.8')).allowed).toBe(true);
    expect((await limiter.consume('203.0.113.8')).allowed).toBe(true);
    expect((await limiter.consume('203.0.113.8')).allowed).toBe(false);
  });

  it('gives an attempt back on refund, but not once its window has ended', async () => {
    const limiter = limiterOn(db, 1, 1_000);
    const first = await limiter.consume('203.0.113.9');
    if (!first.allowed) throw new Error('the first attempt must pass');
    await first.refund();
    const second = await limiter.consume('203.0.113.9');
    if (!second.allowed) throw new Error('the refunded attempt must be given back');
    expect((await limiter.consume('203.0.113.9')).allowed).toBe(false);

    await sleep(1_100);
    await second.refund(); // too late: the next window must not start with an attempt in hand
    expect((await limiter.consume('203.0.113.9')).allowed).toBe(true);
    expect((await limiter.consume('203.0.113.9')).allowed).toBe(false);
  });

  it('keeps counts of different kinds apart under the same key', async () => {
    const byAddress = limiterOn(db, 1);
    const byEmail = createRateLimiter({
      getDb: async () => db,
      name: 'email',
      limit: 1,
      windowMs: TEN_MINUTES,
    });
    expect((await byAddress.consume('same')).allowed).toBe(true);
    expect((await byEmail.consume('same')).allowed).toBe(true);
    expect((await byAddress.consume('same')).allowed).toBe(false);
  });

  it('prunes rows whose window ended a window ago, and keeps the rest', async () => {
    const windowMs = 1_000;
    await limiterOn(db, 5, windowMs).consume('203.0.113.12');
    await sleep(2 * windowMs + 100);
    await limiterOn(db, 5, TEN_MINUTES).consume('203.0.113.13');
    await limiterOn(db, 5, windowMs).consume('203.0.113.14');
    const keys = async () => (await db.query('select key from waitlist_rate_limit')).rows.length;
    expect(await keys()).toBe(3);

    await createPruner({ getDb: async () => db, windowMs })();
    expect(await keys()).toBe(2); // the live windows stay, and one just ended: a late refund may still land on it
  });

  it('prunes at most once per window in a process, and never fails a sign-up for it', async () => {
    let asked = 0;
    const prune = createPruner({
      getDb: async () => {
        asked += 1;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      windowMs: TEN_MINUTES,
    });
    await expect(prune()).resolves.toBeUndefined();
    await prune();
    expect(asked).toBe(1);
  });

  it('asks for the secret again after the database failed to give it', async () => {
    let down = true;
    const limiter = createRateLimiter({
      getDb: async () => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return db;
      },
      name: 'address',
      limit: 5,
      windowMs: TEN_MINUTES,
    });
    await expect(limiter.consume('203.0.113.10')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    down = false;
    expect(await limiter.consume('203.0.113.10')).toMatchObject({ allowed: true });
  });
});

describe('the waitlist rate limit with the database down', () => {
  it('rejects with the connection error, so the sign-up can answer the form’s error', async () => {
    const databaseUrl = await refusingDatabaseUrl();
    const limiter = createRateLimiter({
      getDb: () => openDatabase({ databaseUrl }),
      name: 'address',
      limit: 5,
      windowMs: TEN_MINUTES,
    });
    await expect(limiter.consume('203.0.113.11')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
