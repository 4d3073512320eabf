// Opens the PostgreSQL database the waitlist writes to, through a `pg` pool, and applies the pending migrations
// (migrations.mjs) before resolving. In development, the demo and the tests that server is PGlite served over the
// wire protocol (scripts/pglite-server.mjs); to `pg` it is PostgreSQL like any other.
//
// Plain JavaScript, typed by its JSDoc, because scripts/waitlist-export.mjs runs under plain Node.
/** @import { PoolClient, PoolConfig } from 'pg' */
import pg from 'pg';

import { migrations } from './migrations.mjs';

const MIGRATIONS_TABLE = 'schema_migrations';
// Any constant: every process migrating the same database takes this advisory lock first.
const MIGRATION_LOCK_KEY = 727_006;

/** URL parameter naming how many connections this process may hold (scripts/pglite-server.mjs sets 1). */
export const CONNECTION_LIMIT_PARAM = 'connection_limit';

/**
 * @template Row
 * @typedef {{ rows: Row[]; rowCount: number }} QueryResult
 */

/**
 * The one interface the data layer talks to: a `pg` pool on a PostgreSQL server (or PGlite served as one).
 * @typedef {object} Db
 * @property {<Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<QueryResult<Row>>} query
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} OpenDatabaseOptions
 * @property {string} databaseUrl A postgres:// or postgresql:// URL. `?connection_limit=N` (removed before
 *   connecting) caps the pool at N, closes idle connections after 50 ms and retries refused connections for 10 s: for
 *   a server that takes few connections, such as scripts/pglite-server.mjs (one).
 * @property {string} [searchPath] PostgreSQL only: the schema unqualified names resolve to (tests isolate themselves
 *   in one).
 * @property {number} [poolSize] At most this many connections; default 10, or the URL's connection_limit.
 */

/**
 * Applies, in order, each migration not yet recorded in schema_migrations, one transaction each. `client` is one
 * connection; the caller holds the migration lock.
 * @param {PoolClient} client
 */
async function migrate(client) {
  await client.query(
    `create table if not exists ${MIGRATIONS_TABLE} (name text primary key, applied_at timestamptz not null default now())`,
  );
  const { rows } = await client.query(`select name from ${MIGRATIONS_TABLE}`);
  /** @type {Set<string>} */
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
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${name} failed: ${reason}`, { cause: error });
    }
  }
}

/**
 * Pool settings for a URL. Without `connection_limit`: a pool of 10 that keeps idle connections for 30 s. With it
 * (the embedded server, which lets one connection in at a time and queues the others): at most that many,
 * closed 50 ms after their last query and recycled every second even when busy, so a process queued behind this
 * one (a second server, the export) waits milliseconds, never for the whole of a burst of sign-ups.
 * @param {string} databaseUrl
 * @param {number | undefined} poolSize
 * @returns {PoolConfig}
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

/**
 * Opens the pool and applies pending migrations (./migrations.mjs) before resolving.
 * @param {OpenDatabaseOptions} options
 * @returns {Promise<Db>}
 */
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
      // Any argument but `false` has pg drop this connection instead of reusing it.
      client.release(error instanceof Error ? error : true);
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
