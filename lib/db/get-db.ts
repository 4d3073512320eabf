import 'server-only';

import { env } from '@/lib/env';

import { openDatabase, type Db } from './open-database.mjs';

const holder = globalThis as typeof globalThis & { __tumaDb?: Promise<Db> };

export function getDb(): Promise<Db> {
  // `next build` neither connects nor migrates: a build machine may have no database.
  if (env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(
      Object.assign(new Error('no database during next build'), { code: 'DATABASE_AT_BUILD' }),
    );
  }
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
  holder.__tumaDb ??= openDatabase({ databaseUrl, migrationUrl: env.DATABASE_URL_UNPOOLED }).catch((error: unknown) => {
    holder.__tumaDb = undefined;
    throw error;
  });
  return holder.__tumaDb;
}
