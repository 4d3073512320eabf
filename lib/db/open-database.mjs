// The waitlist's `pg` pool, migrated before use. Why: docs/waitlist.md, "Database".
/** @import { PoolClient, PoolConfig } from 'pg' */
import pg from 'pg';

import { migrations } from './migrations.mjs';

const MIGRATIONS_TABLE = 'schema_migrations';
const MIGRATION_LOCK_KEY = 727_006;

export const CONNECTION_LIMIT_PARAM = 'connection_limit';

/** @template Row @typedef {{ rows: Row[]; rowCount: number }} QueryResult */

/** @typedef {object} Db @property {() => Promise<void>} close
 *  @property {<Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<QueryResult<Row>>} query */

/** @typedef {object} OpenDatabaseOptions @property {string} databaseUrl @property {string} [searchPath] a test's schema
 *  (PostgreSQL only: PGlite ignores start-up options) @property {number} [poolSize] default 10 */

/** The caller holds the migration lock. @param {PoolClient} client */
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

/** @param {string} databaseUrl @param {number | undefined} poolSize @returns {PoolConfig} */
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
    connectionTimeoutMillis: 15_000,
  };
}

/** @param {OpenDatabaseOptions} options @returns {Promise<Db>} */
export async function openDatabase({ databaseUrl, searchPath, poolSize }) {
  const pool = new pg.Pool({
    connectionTimeoutMillis: 5_000,
    ...poolSettings(databaseUrl, poolSize),
    allowExitOnIdle: true,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);

  try {
    const client = await pool.connect();
    try {
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
