// `npm run bench:alerts`: how long one alert check takes to fire 100,000 armed alerts and queue their mail, on
// PostgreSQL (DATABASE_URL; a schema of its own, dropped afterwards). A benchmark, not a test: it prints figures and
// fails only when it cannot run. The figures go in docs/alerts.md ("Scale").
//
//   DATABASE_URL=postgresql://… npm run bench:alerts -- [--alerts 100000] [--rounds 3]
//
// Each round loads the alerts across the catalogue pairs (half the pairs rising, half falling, targets up to 4 % from
// the rate), records a reading per pair that reaches none, checks (the steady state: every alert armed, none
// reached), then records one reading per pair that reaches every target and checks again: that check is timed.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { openDatabase } from '../../lib/db/open-database.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');

// The engine is TypeScript that Node runs with its types stripped; these resolve the `@/` alias and extensionless
// relative imports as the bundler does.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL ?? '';
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : /^\.\.?\//.test(specifier) && parent.endsWith('.ts') && !path.extname(specifier)
        ? path.resolve(path.dirname(fileURLToPath(parent)), specifier)
        : undefined;
    const file =
      base &&
      ['.ts', '.mjs', ''].map((ext) => base + ext).find((name) => path.extname(name) && existsSync(name));
    return nextResolve(file ? pathToFileURL(file).href : specifier, context);
  },
  load(url, context, nextLoad) {
    return nextLoad(url, url.endsWith('.ts') ? { ...context, format: 'module-typescript' } : context);
  },
});

const { checkAlerts } = await import('@/lib/alerts/alert-engine');
const { cataloguePairs } = await import('@/lib/converter/pair-slug');

const { values } = parseArgs({
  options: { alerts: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' } },
});
const alertCount = Number(values.alerts);
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('set DATABASE_URL to a PostgreSQL server the benchmark may create a schema in');

/** @param {string} sql */
async function admin(sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @param {import('../../lib/db/open-database.mjs').Db} db @param {number} factor @param {number} hoursAgo */
const record = (db, factor, hoursAgo) =>
  db.query(
    `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
     select 'provider', p.from_code, p.to_code, date_trunc('hour', now()) - make_interval(hours => $4),
       now() - make_interval(hours => $4), 100 * p.n * case when p.n % 2 = 0 then $3::numeric else 2 - $3::numeric end
     from unnest($1::char(3)[], $2::char(3)[]) with ordinality as p(from_code, to_code, n)`,
    [cataloguePairs.map((pair) => pair.from), cataloguePairs.map((pair) => pair.to), factor, hoursAgo],
  );

/** @param {import('../../lib/db/open-database.mjs').Db} db */
async function round(db) {
  await db.query('truncate rate_alerts, mail_outbox, rate_samples, alert_cursors');
  // Pair n's rate is 100 × n; on even pairs the alerts wait for a rise, on odd ones for a fall.
  await db.query(
    `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
       confirm_expires_at, unsubscribe_token_hash, armed_at, expires_at)
     select 'reader' || i || '@example.com', 'reader' || i || '@example.com', p.from_code, p.to_code,
       round(100 * p.n * (case when p.n % 2 = 0 then 1 + r else 1 - r end), 4),
       case when p.n % 2 = 0 then 'up' else 'down' end, case when i % 3 = 0 then 'fr' else 'en' end, '/', 'armed',
       now(), sha256(('bench' || i)::bytea), now() - interval '3 hours', now() + interval '1 year'
     from generate_series(1, $3::int) as i,
       lateral (select 0.0005 + (i % 7919) * 0.035 / 7919 as r) as spread,
       lateral (select * from unnest($1::char(3)[], $2::char(3)[]) with ordinality as u(from_code, to_code, n)
                where u.n = 1 + i % cardinality($1::char(3)[])) as p`,
    [cataloguePairs.map((pair) => pair.from), cataloguePairs.map((pair) => pair.to), alertCount],
  );
  await db.query('analyze rate_alerts');
  await record(db, 1, 1);
  let started = performance.now();
  const quiet = await checkAlerts({ db, source: 'provider', fromAddress: 'alerts@tuma.example' });
  const quietMs = performance.now() - started;
  await record(db, 1.04, 0);
  started = performance.now();
  const { fired } = await checkAlerts({ db, source: 'provider', fromAddress: 'alerts@tuma.example' });
  const firedMs = performance.now() - started;
  const { rows } = await db.query(
    "select count(*)::int as mails from mail_outbox where purpose = 'alert-fired'",
  );
  const mails = rows[0]?.mails;
  if (quiet.fired !== 0 || fired !== alertCount || mails !== alertCount)
    throw new Error(`expected ${alertCount} mails, fired ${quiet.fired} then ${fired}, queued ${mails}`);
  return { quietMs, firedMs };
}

const schema = `bench_alerts_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
await admin(`create schema ${schema}`);
const db = await openDatabase({ databaseUrl, searchPath: schema });
try {
  const { rows } = await db.query('show server_version');
  console.log(
    `${alertCount} armed alerts over ${cataloguePairs.length} pairs; PostgreSQL ${rows[0]?.server_version}, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
  );
  const results = [];
  for (let index = 0; index < rounds; index += 1) {
    const result = await round(db);
    results.push(result);
    console.log(
      `round ${index + 1}: check with none reached ${Math.round(result.quietMs)} ms; ` +
        `check firing all and queueing their mail ${Math.round(result.firedMs)} ms`,
    );
  }
  const median = (/** @type {number[]} */ list) =>
    list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `median: none reached ${Math.round(median(results.map((r) => r.quietMs)))} ms, ` +
      `${alertCount} fired and queued ${(median(results.map((r) => r.firedMs)) / 1000).toFixed(2)} s`,
  );
} finally {
  await db.close();
  await admin(`drop schema if exists ${schema} cascade`);
}
