// Opens the PostgreSQL database the waitlist writes to, through a `pg` pool, and applies the pending migrations
// (migrations.mjs) before resolving. In development, the demo and the tests that server is PGlite served over the
// wire protocol (scripts/pglite-server.mjs); to `pg` it is PostgreSQL like any other.
//
// Plain JavaScript (typed in open-database.d.mts) because scripts/waitlist-export.mjs runs under plain Node.
import pg from 'pg';

import { migrations } from './migrations.mjs';

const MIGRATIONS_TABLE = 'schema_migrations';
// Any constant: every process migrating the same database takes this advisory lock first.
const MIGRATION_LOCK_KEY = 727_006;

/** URL parameter naming how many connections this process may hold (scripts/pglite-server.mjs sets 1). */
export const CONNECTION_LIMIT_PARAM = 'connection_limit';

/**
 * Applies, in order, each migration not yet recorded in schema_migrations, one transaction each. `client` is one
 * connection; the caller holds the migration lock.
 */
async function migrate(client) {
  await client.query(
    `create table if not exists ${MIGRATIONS_TABLE} (name text primary key, applied_at timestamptz not null default now())`,
  );
  const { rows } = await client.query(`select name from ${MIGRATIONS_TABLE}`);
  const applied = new Set(rows.map((row) => row.name));
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue;
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query(`insert into ${MIGRATIONS_TABLE} (name) values ($1)`, [name]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`migration ${name} failed: ${error.message}`, { cause: error });
    }
  }
}

/**
 * Pool settings for a URL. Without `connection_limit`: a pool of 10 that keeps idle connections for 30 s. With it
 * (the embedded server, which lets one connection in at a time and queues the others): at most that many,
 * closed 50 ms after their last query and recycled every second even when busy, so a process queued behind this
 * one (a second server, the export) waits milliseconds, never for the whole of a burst of sign-ups.
 */
function poolSettings(databaseUrl, poolSize) {
  const url = new URL(databaseUrl);
  const limit = url.searchParams.get(CONNECTION_LIMIT_PARAM);
  if (limit === null) {
    return { connectionString: databaseUrl, max: poolSize ?? 10, idleTimeoutMillis: 30_000 };
  }
  if (!/^[1-9]\d*$/.test(limit)) {
    throw new Error(
      `the database URL's ${CONNECTION_LIMIT_PARAM} must be a whole number from 1, not "${limit}"`,
    );
  }
  url.searchParams.delete(CONNECTION_LIMIT_PARAM); // ours, not PostgreSQL's
  return {
    connectionString: url.href,
    max: Math.min(Number(limit), poolSize ?? Infinity),
    idleTimeoutMillis: 50,
    maxLifetimeSeconds: 1,
    // Waiting in the server's queue counts as connecting.
    connectionTimeoutMillis: 15_000,
  };
}

export async function openDatabase({ databaseUrl, searchPath, poolSize }) {
  const pool = new pg.Pool({
    connectionTimeoutMillis: 5_000,
    ...poolSettings(databaseUrl, poolSize),
    // A script that forgets close() still exits; the server keeps running for its own reasons.
    allowExitOnIdle: true,
    // Tests isolate themselves in a schema of their own (PostgreSQL only: PGlite ignores start-up options).
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);

  try {
    const client = await pool.connect();
    try {
      // Servers starting together (several instances, a deploy) would race on the same DDL: one migrates at a time.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
      client.release();
    } catch (error) {
      client.release(error);
      throw error;
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async query(sql, params = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    close: () => pool.end(),
  };
}
