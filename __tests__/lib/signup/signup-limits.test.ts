/** @jest-environment node */
import type { Db } from '@/lib/db/open-database.mjs';
import { createSignupLimits } from '@/lib/signup/signup-limits';

import { testBackends, type TestDatabase } from '@/__tests__/lib/db/test-databases';

jest.setTimeout(120_000);

const backends = testBackends();

const counts = { address: 3, total: 100, email: 100, phone: 100 };
let serial = 0;
/** A sign-up of its own e-mail and phone, so only the address limit can refuse it. */
const signUpFrom = (address: string) => {
  serial += 1;
  return {
    address,
    email: `visitor-${serial}@example.com`,
    phone: `+23480300${String(serial).padStart(5, '0')}`,
  };
};

describe.each(backends)('the waitlist sign-up limits on %s', (_name, makeDatabase) => {
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

  it('counts every request with no trusted address in one bucket under its own limit', async () => {
    const limits = createSignupLimits({
      getDb: async () => db,
      counts: { ...counts, untrusted: 2 },
      windowMs: 600_000,
    });
    const untrusted = [];
    for (let n = 0; n < 3; n += 1) untrusted.push(await limits.consume(signUpFrom('untrusted')));
    expect(untrusted.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(untrusted[2]).toMatchObject({ limit: 'address' });

    const trusted = [];
    for (let n = 0; n < 4; n += 1) trusted.push(await limits.consume(signUpFrom('203.0.113.30')));
    expect(trusted.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
  });

  it('gives the untrusted bucket the per-address limit when none is set', async () => {
    const limits = createSignupLimits({ getDb: async () => db, counts, windowMs: 600_000 });
    const decisions = [];
    for (let n = 0; n < 4; n += 1) decisions.push(await limits.consume(signUpFrom('untrusted')));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
  });
});
