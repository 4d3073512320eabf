import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

import { openDatabase, type Db } from '@/lib/db/open-database.mjs';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

/**
 * The PostgreSQL server the tests may use: TEST_DATABASE_URL, else DATABASE_URL (CI sources scripts/ci-postgres.sh,
 * which sets it). Each test file works in a schema of its own and drops it afterwards, so even a developer's real
 * database is left as it was.
 */
export const postgresUrl =
  process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;

// A CI run without a server would skip the PostgreSQL half silently: refuse instead.
if (!postgresUrl && process.env.CI) {
  throw new Error('CI needs a PostgreSQL server for the database tests: source scripts/ci-postgres.sh first');
}

export type TestDatabase = { name: string; open: () => Promise<Db>; dispose: () => Promise<void> };

export function postgresSchemaDatabase(url: string): TestDatabase {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let created: Promise<void> | undefined;
  const opened: Db[] = [];
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async open() {
      created ??= admin(`create schema ${schema}`);
      await created;
      const db = await openDatabase({ databaseUrl: url, migrationsDir: MIGRATIONS_DIR, searchPath: schema });
      opened.push(db);
      return db;
    },
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      if (created) await admin(`drop schema if exists ${schema} cascade`);
    },
  };
}

/** Starts a process opening PGlite in `dir`, as a running server would; resolves once it answers queries. */
export async function startPgliteHost(
  dir: string,
): Promise<{ child: ChildProcessWithoutNullStreams; role: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-host-process.mjs'), dir], {
    cwd: process.cwd(),
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // "ready pglite" when it hosts the folder, "ready pglite-guest" when another process already did.
  const role = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+)\n/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`PGlite host exited with ${code}: ${output}`)));
  });
  return {
    child,
    role,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}

/** PGlite in a folder of its own, hosted by another process; the test process queries it as a guest. */
export function pgliteDatabase(): TestDatabase {
  const folder = tempDataDir('store');
  let host: Awaited<ReturnType<typeof startPgliteHost>> | undefined;
  const opened: Db[] = [];
  return {
    name: 'PGlite',
    async open() {
      host ??= await startPgliteHost(folder.dir);
      const db = await openDatabase({ dataDir: folder.dir, migrationsDir: MIGRATIONS_DIR });
      if (db.kind !== 'pglite-guest')
        throw new Error(`expected to be a guest of the host process, not ${db.kind}`);
      opened.push(db);
      return db;
    },
    async dispose() {
      await Promise.all(opened.map((db) => db.close()));
      await host?.stop();
      folder.remove();
    },
  };
}

/** A fresh folder under .data/ (gitignored) for PGlite; removed by the returned function. */
export function tempDataDir(label: string): { dir: string; remove: () => void } {
  const dir = path.join(process.cwd(), '.data', `test-${label}-${randomUUID().slice(0, 8)}`);
  return {
    dir,
    remove: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}.run`, { recursive: true, force: true });
    },
  };
}
