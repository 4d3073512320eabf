/** @import { PoolClient, PoolConfig } from 'pg' */
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { migrations } from './migrations.mjs';

const MIGRATIONS_TABLE = 'schema_migrations';
export const MIGRATION_LOCK_KEY = 727_006;

export const CONNECTION_LIMIT_PARAM = 'connection_limit';

export const DB_LIMITS = {
  connectMs: 5_000,
  statementMs: 5_000,
  /** Server-side (`lock_timeout`): a migration's DDL never queues long behind traffic, nor traffic behind it. */
  lockMs: 2_000,
  /** Client-side, for a server that cannot answer at all; after `statementMs`, so the server's own cancel comes first. */
  queryMarginMs: 1_000,
  keepAliveDelayMs: 10_000,
  migrationLockWaitMs: 15_000,
};

const LOCK_RETRY_FIRST_MS = 100;
const LOCK_RETRY_MAX_MS = 1_000;

/** @template Row @typedef {{ rows: Row[]; rowCount: number }} QueryResult */

/** @typedef {object} Queryable
 *  @property {<Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<QueryResult<Row>>} query */

/** @typedef {object} DbExtras @property {() => Promise<void>} close
 *  @property {<T>(work: (tx: Queryable) => Promise<T>) => Promise<T>} transaction one connection, committed when
 *  `work` resolves, rolled back when it rejects; `work` must query only through `tx` */
/** @typedef {Queryable & DbExtras} Db */

/** @typedef {object} OpenDatabaseOptions @property {string} databaseUrl @property {string} [searchPath] a test's schema
 *  (PostgreSQL only: PGlite ignores start-up options) @property {number} [poolSize] default 10
 *  @property {number} [statementTimeoutMs] default DB_LIMITS.statementMs (the export reads every row)
 *  @property {number} [migrationLockWaitMs] default DB_LIMITS.migrationLockWaitMs
 *  @property {string} [migrationUrl] a direct URL for migrations beside a transaction pooler's `databaseUrl`: their
 *  session lock needs one session throughout */

/** Polls, since a waiting `pg_advisory_lock` hangs as long as its holder.
 * @param {PoolClient} client @param {number} waitMs */
async function takeMigrationLock(client, waitMs) {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    if (rows[0]?.locked === true) return;
    // Jittered, so servers starting together do not ask in step.
    const pauseMs =
      Math.min(LOCK_RETRY_FIRST_MS * 2 ** attempt, LOCK_RETRY_MAX_MS) * (0.5 + Math.random() / 2);
    if (Date.now() + pauseMs > deadline) {
      throw Object.assign(
        new Error(
          `another process has held the migration lock (advisory lock ${MIGRATION_LOCK_KEY}) for over ${waitMs} ms; ` +
            'the next use of the database tries again',
        ),
        { code: 'MIGRATION_LOCK_TIMEOUT' },
      );
    }
    await sleep(pauseMs);
  }
}

/** The caller holds the migration lock. @param {PoolClient} client @returns {Promise<string[]>} what it applied */
async function migrate(client) {
  await client.query(
    `create table if not exists ${MIGRATIONS_TABLE} (name text primary key, applied_at timestamptz not null default now())`,
  );
  const { rows } = await client.query(`select name from ${MIGRATIONS_TABLE}`);
  /** @type {Set<string>} */
  const applied = new Set(rows.map((row) => row.name));
  /** @type {string[]} */
  const appliedNow = [];
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue;
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query(`insert into ${MIGRATIONS_TABLE} (name) values ($1)`, [name]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${name} failed: ${reason}`, { cause: error });
    }
    appliedNow.push(name);
  }
  return appliedNow;
}

/** @param {pg.Pool} pool @param {number} lockWaitMs @returns {Promise<string[]>} */
async function migrateThrough(pool, lockWaitMs) {
  const client = await pool.connect();
  try {
    await takeMigrationLock(client, lockWaitMs);
    let applied;
    try {
      applied = await migrate(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    client.release();
    return applied;
  } catch (error) {
    // Any argument but `false` has pg drop this connection (and with it any lock it holds) instead of reusing it.
    client.release(error instanceof Error ? error : true);
    throw error;
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

/** @param {OpenDatabaseOptions} options */
function createPool({ databaseUrl, searchPath, poolSize, statementTimeoutMs = DB_LIMITS.statementMs }) {
  const pool = new pg.Pool({
    connectionTimeoutMillis: DB_LIMITS.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: DB_LIMITS.keepAliveDelayMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: DB_LIMITS.lockMs,
    query_timeout: statementTimeoutMs + DB_LIMITS.queryMarginMs,
    ...poolSettings(databaseUrl, poolSize),
    allowExitOnIdle: true,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** @param {OpenDatabaseOptions} options @returns {Promise<Db>} */
export async function openDatabase(options) {
  const pool = createPool(options);
  try {
    if (options.migrationUrl) await migrateDatabase({ ...options, databaseUrl: options.migrationUrl });
    else await migrateThrough(pool, options.migrationLockWaitMs ?? DB_LIMITS.migrationLockWaitMs);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async query(sql, params = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query(sql, params = []) {
            const answer = await client.query(sql, params);
            return { rows: answer.rows, rowCount: answer.rowCount ?? 0 };
          },
        });
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/** `npm run db:migrate`. @param {OpenDatabaseOptions} options @returns {Promise<string[]>} the names it applied */
export async function migrateDatabase(options) {
  const pool = createPool({ ...options, poolSize: 1 });
  try {
    return await migrateThrough(pool, options.migrationLockWaitMs ?? DB_LIMITS.migrationLockWaitMs);
  } finally {
    await pool.end();
  }
}
