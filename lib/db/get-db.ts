import 'server-only';

import path from 'node:path';

import { env } from '@/lib/env';

import { openDatabase, type Db } from './open-database.mjs';

/** Where the embedded database lives when DATABASE_URL is unset (gitignored). */
export const PGLITE_DIR = path.join(process.cwd(), '.data', 'waitlist');
export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

// On globalThis so that dev-server reloads of this module reuse the open database instead of opening another.
const holder = globalThis as typeof globalThis & { __tumaDb?: Promise<Db> };

/**
 * The process's one database, opened (and migrated) on first use: PostgreSQL at DATABASE_URL, else PGlite in
 * `.data/waitlist`. A failed open is forgotten, so the next call tries again.
 */
export function getDb(): Promise<Db> {
  holder.__tumaDb ??= openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: PGLITE_DIR,
    migrationsDir: MIGRATIONS_DIR,
  }).catch((error: unknown) => {
    holder.__tumaDb = undefined;
    throw error;
  });
  return holder.__tumaDb;
}

/**
 * Starts opening the database without waiting for it: a cold PGlite open takes 4–5 s, so the page that holds the
 * waitlist form calls this as it renders, and the visitor's first sign-up finds it ready. Once per process; a
 * failure is logged (no visitor data exists at this point: a path, a migration name or a connection error) and the
 * sign-up itself tries again.
 */
export function warmDb(): void {
  if (holder.__tumaDb) return;
  getDb().catch((error: unknown) => {
    console.error(
      JSON.stringify({
        event: 'db.warm',
        outcome: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  });
}
