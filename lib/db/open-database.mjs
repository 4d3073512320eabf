// Opens the database the waitlist writes to and applies the checked-in migrations (lib/db/migrations/*.sql) first.
// With a PostgreSQL URL: a `pg` pool. Without: PGlite in a folder, shared between processes (see pglite-host.mjs).
//
// Plain JavaScript (typed in open-database.d.mts) because scripts/waitlist-export.mjs runs under plain Node.
import fs from 'node:fs/promises';
import path from 'node:path';

import { SharedPglite } from './pglite-host.mjs';

const MIGRATIONS_TABLE = 'schema_migrations';
// Any constant: every process migrating the same database takes this advisory lock first.
const MIGRATION_LOCK_KEY = 727_006;

async function readMigrations(migrationsDir) {
  const names = (await fs.readdir(migrationsDir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await fs.readFile(path.join(migrationsDir, name), 'utf8') })),
  );
}

/**
 * Applies, in file-name order, each migration not yet recorded in schema_migrations, one transaction per file.
 * `session` is a single connection: `exec` runs several statements, `query` one with parameters.
 */
export async function migrate(session, migrationsDir) {
  const migrations = await readMigrations(migrationsDir);
  await session.exec(
    `create table if not exists ${MIGRATIONS_TABLE} (name text primary key, applied_at timestamptz not null default now())`,
  );
  const { rows } = await session.query(`select name from ${MIGRATIONS_TABLE}`);
  const applied = new Set(rows.map((row) => row.name));
  const done = [];
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue;
    await session.exec('begin');
    try {
      await session.exec(sql);
      await session.query(`insert into ${MIGRATIONS_TABLE} (name) values ($1)`, [name]);
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback');
      throw new Error(`migration ${name} failed: ${error.message}`, { cause: error });
    }
    done.push(name);
  }
  return done;
}

async function openPostgres({ databaseUrl, migrationsDir, searchPath, poolSize = 10 }) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Tests isolate themselves in a schema of their own.
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);

  const client = await pool.connect();
  try {
    // Servers starting together (several instances, a deploy) would race on the same DDL: one migrates at a time.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(
        { exec: (sql) => client.query(sql), query: (sql, params) => client.query(sql, params) },
        migrationsDir,
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  client.release();

  return {
    kind: 'postgres',
    async query(sql, params = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    close: () => pool.end(),
  };
}

async function openFolderPglite({ dataDir, migrationsDir }) {
  const shared = await new SharedPglite(dataDir, {
    prepare: (pglite) => migrate(pglite, migrationsDir),
  }).open();
  return {
    get kind() {
      return shared.role === 'guest' ? 'pglite-guest' : 'pglite';
    },
    query: (sql, params = []) => shared.query(sql, params),
    close: () => shared.close(),
  };
}

export async function openDatabase(options) {
  if (options.databaseUrl) return openPostgres(options);
  if (options.dataDir) return openFolderPglite(options);
  throw new Error('openDatabase needs a databaseUrl or a dataDir');
}
