#!/usr/bin/env node
// npm run waitlist:export > signups.csv          (npm run waitlist:export -- --alerts > alerts.csv)
// Prints every waitlist sign-up, pending ones included (or, with --alerts, every rate alert) as CSV on stdout, from the
// PostgreSQL server at DATABASE_URL. Without it, from the embedded server that `npm run dev` or `npm run demo` runs on
// .data/waitlist (its address is in .data/waitlist.server.json while it runs); safe while the site is up.
import { once } from 'node:events';

import { alertsCsv } from '../lib/alerts/alerts-csv.mjs';
import { openDatabase } from '../lib/db/open-database.mjs';
import { signupsCsv } from '../lib/waitlist/export-csv.mjs';

import { DEFAULT_DATA_DIR, runningServerUrl } from './pglite-server.mjs';

const databaseUrl = process.env.DATABASE_URL?.trim() || (await runningServerUrl(DEFAULT_DATA_DIR));
if (!databaseUrl) {
  console.error(
    'waitlist:export: DATABASE_URL is not set. Set it to the database the site writes to, or run this from the ' +
      'project folder while `npm run dev` or `npm run demo` is up (they serve .data/waitlist).',
  );
  process.exit(1);
}

let db;
try {
  db = await openDatabase({ databaseUrl, poolSize: 1 });
  // The console's downloads stream the same chunks: a page of rows at a time, whatever the table's size.
  const chunks = process.argv.includes('--alerts') ? alertsCsv(db) : signupsCsv(db);
  for await (const chunk of chunks) if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
} catch (error) {
  console.error(`waitlist:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
