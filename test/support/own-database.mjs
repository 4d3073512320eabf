// A database of its own on the suite's PostgreSQL server (test/support/postgres.sh), for a server whose rows, limits
// and outbox must not mix with the others': a test's isolated app or a serving shape. Dropped afterwards.
import { randomBytes } from 'node:crypto';

import pg from 'pg';

/** The suite's PostgreSQL server; undefined on PGlite (`TUMA_TEST_POSTGRES=0`), which has one database only. */
export function suitePostgresUrl() {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return url && !new URL(url).searchParams.has('connection_limit') ? url : undefined;
}

/**
 * @param {string} serverUrl @param {string} label part of the database's name, to tell them apart
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createOwnDatabase(serverUrl, label) {
  const name = `tuma_${label.replaceAll(/\W+/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  /** @param {string} sql */
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}
