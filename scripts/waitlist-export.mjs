#!/usr/bin/env node
// npm run waitlist:export > signups.csv
// Prints every waitlist sign-up as CSV on stdout. Reads the same database the site writes: PostgreSQL at DATABASE_URL
// when set, else the PGlite folder .data/waitlist. A running server may hold that folder: the export then reads
// through it (lib/db/pglite-host.mjs), so it is safe to run at any time.
//
//   --pglite-dir <dir>   another PGlite folder (tests)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { openDatabase } from '../lib/db/open-database.mjs';
import { exportSignupsCsv } from '../lib/waitlist/export-csv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { 'pglite-dir': { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

let db;
try {
  db = await openDatabase({
    databaseUrl,
    dataDir: path.resolve(root, values['pglite-dir'] ?? path.join('.data', 'waitlist')),
    migrationsDir: path.join(root, 'lib', 'db', 'migrations'),
    poolSize: 1,
  });
  process.stdout.write(await exportSignupsCsv(db));
} catch (error) {
  console.error(`waitlist:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
