import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

import { CONNECTION_LIMIT_PARAM, openDatabase, type Db } from '@/lib/db/open-database.mjs';
import { createOwnDatabase } from '@/test/support/own-database.mjs';

const PGLITE_SERVER_SCRIPT = path.join(process.cwd(), 'scripts', 'pglite-server.mjs');

const configuredUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;

/**
 * The PostgreSQL server the tests may use: TEST_DATABASE_URL, else DATABASE_URL (CI sources test/support/postgres.sh,
 * which sets it). Each test file works in a schema of its own and drops it afterwards, so even a developer's real
 * database is left as it was. The embedded server (its URL carries connection_limit, as `TUMA_TEST_POSTGRES=0 npm
 * test` exports it) does not count: it is one session for every client, so a schema per file cannot isolate them;
 * the PGlite half below starts servers of its own instead.
 */
export const postgresUrl =
  configuredUrl && !new URL(configuredUrl).searchParams.has(CONNECTION_LIMIT_PARAM)
    ? configuredUrl
    : undefined;

// A CI run without a server would leave the PostgreSQL half out silently: refuse instead.
if (!postgresUrl && process.env.CI) {
  throw new Error(
    'CI needs a PostgreSQL server for the database tests: source test/support/postgres.sh first',
  );
}

export type TestDatabase = {
  name: string;
  /** Opens a pool, as a server process does at its first sign-up (migrating first). */
  open: () => Promise<Db>;
  /** The environment that points another process (the export script) at the same data. */
  processEnv: () => Promise<Record<string, string>>;
  dispose: () => Promise<void>;
};

function postgresSchemaDatabase(url: string): TestDatabase {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let created: Promise<void> | undefined;
  const opened: Db[] = [];
  const admin = (sql: string) => adminQuery(url, sql);
  const create = () => (created ??= admin(`create schema ${schema}`));
  return {
    name: 'PostgreSQL',
    async open() {
      await create();
      const db = await openDatabase({ databaseUrl: url, searchPath: schema });
      opened.push(db);
      return db;
    },
    async processEnv() {
      await create();
      return { DATABASE_URL: url, PGOPTIONS: `-c search_path=${schema}` };
    },
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      if (created) await admin(`drop schema if exists ${schema} cascade`);
    },
  };
}

/** One statement on its own connection: creating and dropping schemas and databases outside any pool. */
async function adminQuery(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type PgliteServerProcess = {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Everything it wrote to stderr so far. */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Runs `node scripts/pglite-server.mjs` (as `npm run dev` and `npm run demo` run it) in a process of its own, with
 * `args` and `cwd`; resolves with its URL once it accepts connections. (Jest cannot load PGlite itself: its dynamic
 * imports need --experimental-vm-modules.)
 */
export async function startPgliteServerProcess(
  args: string[],
  cwd = process.cwd(),
): Promise<PgliteServerProcess> {
  const child = spawn(process.execPath, [PGLITE_SERVER_SCRIPT, ...args], { cwd });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^(postgresql:\/\/\S+)\n/.exec(stdout);
      if (line?.[1]) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`pglite-server exited with ${code}: ${stderr}`)));
  });
  return {
    child,
    url,
    log: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh temporary folder; removed by the returned function. */
export function tempDir(label: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tuma-${label}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** PGlite in a folder of its own, served by pglite-server.mjs in another process; the tests connect through `pg`. */
function pgliteSocketDatabase(): TestDatabase {
  const folder = tempDir('pglite');
  let server: Promise<PgliteServerProcess> | undefined;
  const start = () => (server ??= startPgliteServerProcess(['--dir', path.join(folder.dir, 'waitlist')]));
  const opened: Db[] = [];
  return {
    name: 'PGlite',
    async open() {
      const db = await openDatabase({ databaseUrl: (await start()).url });
      opened.push(db);
      return db;
    },
    async processEnv() {
      return { DATABASE_URL: (await start()).url };
    },
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      await (await server)?.stop();
      folder.remove();
    },
  };
}

/**
 * A postgresql:// URL on a loopback port that nothing listens on: connecting is refused at once, as when the database
 * server is down.
 */
export async function refusingDatabaseUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgresql://tuma:tuma@127.0.0.1:${port}/tuma`;
}

/**
 * The stores a database test runs against, as [name, factory] for describe.each: the embedded one always, PostgreSQL
 * when a server is configured (CI always has one).
 */
export function testBackends(): [string, () => TestDatabase][] {
  const backends: [string, () => TestDatabase][] = [['PGlite behind pglite-socket', pgliteSocketDatabase]];
  const url = postgresUrl;
  if (url) backends.push(['PostgreSQL', () => postgresSchemaDatabase(url)]);
  else console.warn('PostgreSQL half left out: set TEST_DATABASE_URL or source test/support/postgres.sh');
  return backends;
}

/**
 * A database of its own on the tests' PostgreSQL server, for what reaches beyond a schema: the migration lock is
 * per database, and a test that holds it must not stall another file's migrations.
 */
export async function throwawayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createOwnDatabase(url, 'test');
}

/**
 * Opens `makeDatabase`'s database once for the describe block that calls it, and disposes of it after, putting back
 * the process environment a test pointed at it (a door loaded by `loadDoor` reads it).
 */
export function useTestDatabase(makeDatabase: () => TestDatabase): { database: TestDatabase; db: Db } {
  const originalEnv = { ...process.env };
  const opened = {} as { database: TestDatabase; db: Db };
  beforeAll(async () => {
    opened.database = makeDatabase();
    opened.db = await opened.database.open();
  });
  afterAll(async () => {
    process.env = originalEnv;
    await opened.database.dispose();
  });
  return opened;
}
