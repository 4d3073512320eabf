/** @jest-environment node */
import { openDatabase, type Db } from '@/lib/db/open-database.mjs';
import { listSignups } from '@/lib/waitlist/signup-store';
import { parseEnv } from '@/lib/config/env-schema';
import { createSignupLimits, type SignupLimitCounts } from '@/lib/signup/signup-limits';
import { submitSignup, type SubmitDeps, type WaitlistEvent } from '@/lib/waitlist/submit-signup';

import { refusingDatabaseUrl, testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(120_000);

const backends = testBackends();

/** The limits a server starts with when none is set (lib/env.ts). */
const defaults = parseEnv({});
const siteCounts: SignupLimitCounts = {
  address: defaults.WAITLIST_LIMIT_PER_ADDRESS,
  total: defaults.WAITLIST_LIMIT_TOTAL,
  email: defaults.WAITLIST_LIMIT_PER_EMAIL,
  phone: defaults.WAITLIST_LIMIT_PER_PHONE,
};

const visitor = (n: number) => ({
  fullName: `Visitor ${n}`,
  email: `Visitor.${n}@Example.com`,
  phoneNumber: `+234 803 ${String(n).padStart(7, '0')}`,
  website: '',
  source: 'hero',
});

describe.each(backends)('the waitlist store on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let events: WaitlistEvent[];

  /** The limits as the site sets them by default (or `counts`), counted in the database `on` opens (a server process's pool). */
  const limitsOn = (on: () => Promise<Db>, counts: Partial<SignupLimitCounts> = {}) =>
    createSignupLimits({ getDb: on, counts: { ...siteCounts, ...counts }, windowMs: 10 * 60_000 });
  const deps = (overrides: Partial<SubmitDeps> = {}): SubmitDeps => ({
    getDb: async () => db,
    limits: limitsOn(async () => db),
    log: (event) => events.push(event),
    ...overrides,
  });
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from waitlist_signups')).rows[0]?.n;

  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    events = [];
    await db.query('delete from waitlist_signups');
    await db.query('delete from waitlist_rate_limit');
  });

  it('stores the cleaned-up sign-up with locale, source and time', async () => {
    const before = Date.now();
    const result = await submitSignup(
      {
        fullName: '  Ngozi   Okonkwo ',
        email: ' Ngozi@Example.COM',
        phoneNumber: '+234 803 123 4567',
        source: 'virtual-card',
      },
      { ip: '203.0.113.1', locale: 'fr' },
      deps(),
    );
    expect(result).toEqual({ status: 'success' });
    const [row, ...rest] = await listSignups(db);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      fullName: 'Ngozi Okonkwo',
      email: 'ngozi@example.com',
      phone: '+2348031234567',
      locale: 'fr',
      source: 'virtual-card',
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('keeps exactly 200 rows from 200 concurrent sign-ups', async () => {
    const shared = deps();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        submitSignup(visitor(n), { ip: `198.51.100.${n}`, locale: 'en' }, shared),
      ),
    );
    expect(results.every((result) => result.status === 'success')).toBe(true);
    expect(await count()).toBe(200);
    expect(new Set((await listSignups(db)).map((signup) => signup.email)).size).toBe(200);
  });

  it('keeps one row for the same email, in any case, and still answers success', async () => {
    // The store's own guard, racing: the e-mail and phone limits, which would stop most of these first, set aside.
    const unlimited = deps({ limits: limitsOn(async () => db, { email: 100, phone: 100 }) });
    const first = await submitSignup(visitor(1), { ip: '203.0.113.2', locale: 'en' }, unlimited);
    const again = await submitSignup(
      { ...visitor(1), fullName: 'Someone Else', email: 'VISITOR.1@example.COM' },
      { ip: '203.0.113.3', locale: 'fr' },
      unlimited,
    );
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        submitSignup(visitor(2), { ip: `203.0.113.${10 + n}`, locale: 'en' }, unlimited),
      ),
    );
    expect([first, again, ...racing].every((result) => result.status === 'success')).toBe(true);
    const rows = await listSignups(db);
    expect(rows.map((row) => [row.email, row.fullName])).toEqual([
      ['visitor.1@example.com', 'Visitor 1'],
      ['visitor.2@example.com', 'Visitor 2'],
    ]);
    expect(events.filter((event) => event.outcome === 'duplicate')).toHaveLength(20);
  });

  it('stores nothing when the honeypot is filled, and answers success all the same', async () => {
    const result = await submitSignup(
      { ...visitor(3), website: 'https://spam.example' },
      { ip: '203.0.113.4', locale: 'en' },
      deps(),
    );
    expect(result).toEqual({ status: 'success' });
    expect(await count()).toBe(0);
    expect(events).toEqual([{ event: 'waitlist.signup', outcome: 'honeypot', source: 'hero' }]);
  });

  it('accepts and stores at least 100 of a burst of 200 sign-ups from one carrier address', async () => {
    // A launch push through one mobile carrier: thousands of phones behind one gateway address (CGNAT).
    const shared = deps();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        submitSignup(visitor(100 + n), { ip: '41.58.10.20', locale: 'en' }, shared),
      ),
    );
    const accepted = results.filter((result) => result.status === 'success').length;
    expect(accepted).toBeGreaterThanOrEqual(100);
    expect(await count()).toBe(accepted);
    expect(results.every((result) => result.status === 'success' || result.status === 'rate-limited')).toBe(
      true,
    );
  });

  it('stores the same email sent 50 times once, then limits it while still answering success', async () => {
    const shared = deps();
    const results = [];
    for (let n = 0; n < 50; n += 1)
      results.push(await submitSignup(visitor(40), { ip: '41.58.10.21', locale: 'en' }, shared));
    expect(results.every((result) => result.status === 'success')).toBe(true);
    expect(await count()).toBe(1);
    const outcomes = events.map((event) => event.limit ?? event.outcome);
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'email')).toHaveLength(50 - siteCounts.email);
    expect(outcomes.slice(siteCounts.email).every((outcome) => outcome === 'email')).toBe(true);
    // Another address gets the same answer: nothing tells a stranger that the e-mail was used.
    expect(await submitSignup(visitor(40), { ip: '41.58.10.22', locale: 'en' }, shared)).toEqual({
      status: 'success',
    });
  });

  it('stores one phone number under a few e-mails, then answers success without storing more', async () => {
    const shared = deps();
    const samePhone = (n: number) => ({ ...visitor(50 + n), phoneNumber: '+221 77 123 45 67' });
    const results = [];
    for (let n = 0; n < siteCounts.phone + 3; n += 1)
      results.push(await submitSignup(samePhone(n), { ip: `198.51.100.${n}`, locale: 'en' }, shared));
    expect(results.every((result) => result.status === 'success')).toBe(true);
    expect(await count()).toBe(siteCounts.phone);
    expect(events.filter((event) => event.limit === 'phone')).toHaveLength(3);
  });

  it('refuses everyone, wording it as a pause for all, once the ceiling over all addresses is reached', async () => {
    const shared = deps({ limits: limitsOn(async () => db, { total: 3, address: 2 }) });
    const answers = [];
    for (const [n, ip] of [
      '203.0.113.20',
      '203.0.113.20',
      '203.0.113.20',
      '203.0.113.21',
      '203.0.113.22',
    ].entries())
      answers.push(await submitSignup(visitor(60 + n), { ip, locale: 'en' }, shared));
    expect(
      answers.map((answer) => (answer.status === 'rate-limited' ? answer.scope : answer.status)),
    ).toEqual([
      'success',
      'success',
      'network', // the address's own limit: its visitors are told it is their network
      'success',
      'everyone', // a new address, but the site has taken its window's sign-ups
    ]);
    expect(events.map((event) => event.limit).filter(Boolean)).toEqual(['address', 'total']);
    expect(await count()).toBe(3);
  });

  it('limits rapid repeats from one address across two server processes, and only that address', async () => {
    // Two replicas behind a load balancer: each with its own pool and limits, on the same database; the per-address
    // limit set low, as WAITLIST_LIMIT_PER_ADDRESS can.
    const replicas = await Promise.all(
      [database.open(), database.open()].map(async (opened) => {
        const pool = await opened;
        return deps({ getDb: async () => pool, limits: limitsOn(async () => pool, { address: 5 }) });
      }),
    );
    const results = [];
    for (let n = 0; n < 7; n += 1)
      results.push(
        await submitSignup(visitor(10 + n), { ip: '203.0.113.5', locale: 'en' }, replicas[n % 2]!),
      );
    expect(results.slice(0, 5).every((result) => result.status === 'success')).toBe(true);
    expect(results[5]).toEqual({
      status: 'rate-limited',
      scope: 'network',
      retryAfterSeconds: expect.any(Number),
    });
    expect(results[6]!.status).toBe('rate-limited');
    expect(await count()).toBe(5);

    const other = await submitSignup(visitor(20), { ip: '203.0.113.6', locale: 'en' }, replicas[0]!);
    expect(other.status).toBe('success');
    expect(await count()).toBe(6);

    // A restarted server (a new pool, a new limiter) still refuses the address until its window ends.
    const restarted = await database.open();
    const again = await submitSignup(
      visitor(21),
      { ip: '203.0.113.5', locale: 'en' },
      deps({ getDb: async () => restarted, limits: limitsOn(async () => restarted, { address: 5 }) }),
    );
    expect(again.status).toBe('rate-limited');
    expect(await count()).toBe(6);
  });

  it('answers field errors and stores nothing for invalid input', async () => {
    const result = await submitSignup(
      { fullName: '   ', email: 'nobody@', phoneNumber: '0803 123 4567', website: '' },
      { ip: '203.0.113.7', locale: 'en' },
      deps(),
    );
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: { fullName: 'required', email: 'invalid', phoneNumber: 'countryCode' },
    });
    expect(await submitSignup('not an object', { ip: '203.0.113.7', locale: 'en' }, deps())).toMatchObject({
      status: 'invalid',
    });
    expect(await count()).toBe(0);
  });

  it('answers error when storing fails after the count, without using up the visitor’s attempts', async () => {
    const limits = limitsOn(async () => db, { address: 1, total: 1, email: 1, phone: 1 });
    const broken = deps({
      limits,
      getDb: () => Promise.reject(Object.assign(new Error('down: Visitor 4'), { code: 'ECONNREFUSED' })),
    });
    expect(await submitSignup(visitor(4), { ip: '203.0.113.8', locale: 'en' }, broken)).toEqual({
      status: 'error',
    });
    expect(events.at(-1)).toEqual({
      event: 'waitlist.signup',
      outcome: 'failed',
      locale: 'en',
      source: 'hero',
      errorCode: 'ECONNREFUSED',
    });
    expect(await submitSignup(visitor(4), { ip: '203.0.113.8', locale: 'en' }, deps({ limits }))).toEqual({
      status: 'success',
    });
  });

  it('answers the form’s error, stores nothing and throws nothing when the database refuses connections', async () => {
    const databaseUrl = await refusingDatabaseUrl();
    const down = () => openDatabase({ databaseUrl });
    const result = await submitSignup(
      visitor(5),
      { ip: '203.0.113.10', locale: 'fr' },
      deps({ getDb: down, limits: limitsOn(down) }),
    );
    expect(result).toEqual({ status: 'error' });
    expect(events).toEqual([
      {
        event: 'waitlist.signup',
        outcome: 'failed',
        locale: 'fr',
        source: 'hero',
        errorCode: 'ECONNREFUSED',
      },
    ]);
    expect(await count()).toBe(0);
  });

  it('logs outcomes only: never a name, an email or a phone number', async () => {
    const shared = deps();
    await submitSignup(visitor(30), { ip: '203.0.113.9', locale: 'en' }, shared);
    await submitSignup(visitor(30), { ip: '203.0.113.9', locale: 'en' }, shared);
    await submitSignup({ ...visitor(31), website: 'x' }, { ip: '203.0.113.9', locale: 'en' }, shared);
    await submitSignup({ ...visitor(32), phoneNumber: '12' }, { ip: '203.0.113.9', locale: 'en' }, shared);
    const logged = JSON.stringify(events);
    expect(events.map((event) => event.outcome)).toEqual(['stored', 'duplicate', 'honeypot', 'invalid']);
    for (const secret of ['Visitor', 'visitor', '803', 'example', '203.0.113'])
      expect(logged).not.toContain(secret);
  });
});
