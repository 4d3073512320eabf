// `npm run bench:console-csv`: how long the console's sign-ups CSV takes for 1,000,000 sign-ups, and how much memory
// the stream holds, on PostgreSQL (DATABASE_URL; a schema of its own, dropped afterwards). A benchmark, not a test:
// it prints figures and fails only when it cannot run. The figures go in docs/console.md ("Downloads").
//
//   DATABASE_URL=postgresql://… npm run bench:console-csv -- [--rows 1000000]
//
// It reads through the same module as the download route and `npm run waitlist:export` (lib/waitlist/export-csv.mjs),
// one page of rows at a time, and samples the process's resident memory every 50 ms while it reads.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { openDatabase } from '../../lib/db/open-database.mjs';
import { signupsCsv } from '../../lib/waitlist/export-csv.mjs';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const rows = Number(values.rows);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:console-csv needs DATABASE_URL (source test/support/postgres.sh)');
  process.exit(1);
}
const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const db = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
  const loader = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await loader.connect();
  const loadStarted = performance.now();
  await loader.query(
    `insert into waitlist_signups (full_name, email, phone_e164, locale, source, confirmation, page, utm_source,
       utm_campaign, created_at)
     select 'Person ' || n, 'person' || n || '@example.com', '+23480' || lpad(n::text, 8, '0'), 'en', 'hero',
       'confirmed', '/', 'newsletter', 'launch', now() - (n || ' seconds')::interval
     from generate_series(1, $1) as n`,
    [rows],
  );
  await loader.query('analyze waitlist_signups');
  await loader.end();
  console.log(`loaded ${rows} sign-ups in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  for await (const chunk of signupsCsv(db)) {
    bytes += Buffer.byteLength(chunk);
    lines += chunk.split('\r\n').length - 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${lines - 1} rows, ${mb(bytes)} of CSV in ${seconds.toFixed(1)} s (${Math.round((lines - 1) / seconds)} rows/s); ` +
      `resident memory ${mb(rssBefore)} before, ${mb(peak)} at most while streaming`,
  );
  await db.close();
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
