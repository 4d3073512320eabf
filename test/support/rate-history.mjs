// A pair's history written straight into rate_daily, as the recorder would have kept it: for tests and benchmarks
// that need weeks or a year of points without waiting a day for each.
import pg from 'pg';

import { migrateDatabase } from '../../lib/db/open-database.mjs';

/**
 * Stores one row per UTC day for the `days` days before today, near `rate` (a slow wave of ±1 %), under the provider
 * source. Days already recorded are kept. Migrates first, so it may run before any server opened the database.
 * @param {string} databaseUrl
 * @param {{ from: string, to: string, rate: number, days: number }} pair
 */
export async function storeHistoryDays(databaseUrl, { from, to, rate, days }) {
  await migrateDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into rate_daily (source, from_code, to_code, day, open, high, low, close, samples, last_read_at)
       select 'provider', $1, $2, day, close, close * 1.002, close * 0.998, close, 24, day + time '23:00'
       from (
         select (now() at time zone 'utc')::date - n as day, round(($3 * (1 + 0.01 * sin(n / 7.0)))::numeric, 6) as close
         from generate_series(1, $4::int) as n
       ) as made
       on conflict do nothing`,
      [from, to, rate, days],
    );
  } finally {
    await client.end();
  }
}

/**
 * Empties the rate history, samples and recordings included, as a database that never recorded.
 * @param {string} databaseUrl
 */
export async function clearHistory(databaseUrl) {
  await migrateDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('truncate rate_samples, rate_daily, rate_recordings, rate_pending_jumps');
  } finally {
    await client.end();
  }
}
