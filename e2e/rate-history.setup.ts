import { expect, test as setup } from '@playwright/test';

import { clearHistory, storeHistoryDays } from '@/test/support/rate-history.mjs';
import { recordRates } from './support/rate-history';

// The suite's rate history, set before any test visits a page: a year of EUR → USD, then one recording of every
// pair, with which USD → NGN's record starts. A recording that stores asks Next to regenerate the pair pages on their
// next visit, so from here on each one renders with this history: no test waits for a page to be regenerated.
setup('the rate history: a year of EUR → USD, then today’s readings of every pair', async ({ request }) => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('DATABASE_URL: the suite needs its PostgreSQL (source test/support/postgres.sh)');
  await clearHistory(databaseUrl);
  // Near the stand-in's EUR → USD (1 / 0.92), so today's reading is no jump.
  await storeHistoryDays(databaseUrl, { from: 'EUR', to: 'USD', rate: 1.087, days: 365 });
  expect(await recordRates(request)).toMatchObject({ outcome: 'recorded' });
});
