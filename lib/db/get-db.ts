import 'server-only';

import { env } from '@/lib/env';

import { openDatabase, type Db } from './open-database.mjs';

// On globalThis so that dev-server reloads of this module reuse the open pool instead of opening another.
const holder = globalThis as typeof globalThis & { __tumaDb?: Promise<Db> };

/**
 * The process's one database, opened (and migrated) on first use: PostgreSQL at DATABASE_URL. A failed open is
 * forgotten, so the next call tries again. Rejects, with code DATABASE_URL_UNSET, when there is no URL (production
 * refuses to start without one; lib/env.ts).
 */
export function getDb(): Promise<Db> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    return Promise.reject(
      Object.assign(
        new Error(
          'DATABASE_URL is not set: the waitlist needs a PostgreSQL server. `npm run dev` and `npm run demo` start an ' +
            'embedded one (PGlite) and set it; with `next dev` or `next start` alone, set DATABASE_URL yourself.',
        ),
        { code: 'DATABASE_URL_UNSET' },
      ),
    );
  }
  holder.__tumaDb ??= openDatabase({ databaseUrl }).catch((error: unknown) => {
    holder.__tumaDb = undefined;
    throw error;
  });
  return holder.__tumaDb;
}

/**
 * Opens the pool and applies pending migrations as the page holding the waitlist form renders, so a wrong URL or a
 * failing migration shows in the log before any visitor signs up, and the first sign-up finds the schema ready. Once
 * per process; a failure is logged (no visitor data exists at this point) and the sign-up itself tries again.
 * Without DATABASE_URL it does nothing: `next build` renders that page with no database, and a sign-up reports it.
 */
export function warmDb(): void {
  if (holder.__tumaDb || !env.DATABASE_URL) return;
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
