#!/usr/bin/env node
// npm run db:migrate
// Applies lib/db/migrations.mjs to the database at DATABASE_URL: a deploy step, before the new servers start. They
// would migrate at first use anyway (the default on Vercel), under the same lock, so running both is safe.
import { migrateDatabase } from '../lib/db/open-database.mjs';

// Neon through Vercel's Marketplace sets a pooled DATABASE_URL and a direct DATABASE_URL_UNPOOLED beside it.
const databaseUrl = process.env.DATABASE_URL_UNPOOLED?.trim() || process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    "db:migrate: DATABASE_URL is not set. Set it to the site's PostgreSQL database (a direct URL, not a transaction " +
      "pooler's: migrations take a session lock).",
  );
  process.exit(1);
}

try {
  const applied = await migrateDatabase({ databaseUrl });
  console.log(
    applied.length > 0 ? `db:migrate: applied ${applied.join(', ')}` : 'db:migrate: already up to date',
  );
} catch (error) {
  const code = error && typeof error === 'object' && 'code' in error && error.code ? ` (${error.code})` : '';
  console.error(`db:migrate failed${code}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
