// The stand-in's rate control, as the rate-history and rate-alert tests drive it from another process: over HTTP.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';

import { KEY_SENTINEL, TENANT_SENTINEL } from '../support/env.mjs';
import { PATHS, startStandIn } from './server.mjs';
/** @import { StandIn } from './server.mjs' */

/** @type {StandIn} */
let standIn;

before(async () => {
  standIn = await startStandIn();
});
after(() => standIn.close());
beforeEach(() => standIn.reset());

/** @param {object} body */
const setRate = (body) =>
  fetch(`${standIn.url}/__control/rate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** @returns {Promise<{ from: string, to: string, exchange_rate: unknown, division_operator: boolean }[]>} */
async function configuration() {
  const response = await fetch(`${standIn.url}${PATHS.config}`, {
    headers: { authorization: `Bearer ${KEY_SENTINEL}`, tenant: TENANT_SENTINEL },
  });
  assert.equal(response.status, 200);
  return (await response.json()).data.data;
}

/** @param {string} from @param {string} to */
const pair = async (from, to) =>
  (await configuration()).find((entry) => entry.from.toUpperCase() === from && entry.to.toUpperCase() === to);

test("POST /__control/rate sets an existing pair's rate until reset", async () => {
  assert.equal((await setRate({ from: 'USD', to: 'NGN', rate: 1512.5 })).status, 200);
  assert.equal((await pair('USD', 'NGN'))?.exchange_rate, 1512.5);

  await fetch(`${standIn.url}/__control/reset`, { method: 'POST' });
  assert.equal((await pair('USD', 'NGN'))?.exchange_rate, 1500);
});

test('it matches codes in any case, adds a missing pair, and sets the division operator', async () => {
  assert.equal((await setRate({ from: 'gbp', to: 'EUR', rate: 0.85 })).status, 200);
  assert.equal((await pair('GBP', 'EUR'))?.exchange_rate, 0.85);

  assert.equal((await setRate({ from: 'NGN', to: 'GHS', rate: 95, divisionOperator: true })).status, 200);
  assert.deepEqual(
    {
      rate: (await pair('NGN', 'GHS'))?.exchange_rate,
      division: (await pair('NGN', 'GHS'))?.division_operator,
    },
    { rate: 95, division: true },
  );
});

test('null is served as the provider\'s "no rate", a zero', async () => {
  assert.equal((await setRate({ from: 'USD', to: 'GHS', rate: null })).status, 200);
  assert.equal((await pair('USD', 'GHS'))?.exchange_rate, 0);
});

test('a bad body gets 400 with a reason and changes nothing', async () => {
  for (const body of [{ from: 'US', to: 'NGN', rate: 1 }, { from: 'USD', to: 'NGN', rate: 'high' }, {}]) {
    const response = await setRate(body);
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /must be/);
  }
  assert.equal((await pair('USD', 'NGN'))?.exchange_rate, 1500);
});

test('the in-process handle does the same', async () => {
  standIn.setRate('EUR', 'XOF', 656.1);
  assert.equal((await pair('EUR', 'XOF'))?.exchange_rate, 656.1);
});
