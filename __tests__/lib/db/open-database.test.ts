/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { openDatabase, type Db } from '@/lib/db/open-database.mjs';
import { insertSignup, listSignups } from '@/lib/db/waitlist-signups';

import {
  MIGRATIONS_DIR,
  postgresSchemaDatabase,
  postgresUrl,
  startPgliteHost,
  tempDataDir,
} from './test-databases';

jest.setTimeout(120_000);

const run = promisify(execFile);
const EXPORT_SCRIPT = path.join(process.cwd(), 'scripts', 'waitlist-export.mjs');
const migrationNames = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));

const signup = (n: number) => ({
  fullName: `Person ${n}`,
  email: `person.${n}@example.com`,
  phone: `+234803${1_000_000 + n}`,
  locale: 'en',
  source: 'hero',
});

/** Runs `npm run waitlist:export`'s script in a process of its own. */
async function exportCsv(args: string[], env: Record<string, string | undefined> = {}) {
  const { stdout } = await run(process.execPath, [EXPORT_SCRIPT, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 60_000,
  });
  return stdout;
}

describe('PGlite in a folder, shared between processes', () => {
  const folder = tempDataDir('shared');
  let host: Awaited<ReturnType<typeof startPgliteHost>>;
  let guest: Db;

  beforeAll(async () => {
    host = await startPgliteHost(folder.dir);
    guest = await openDatabase({ dataDir: folder.dir, migrationsDir: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await guest.close();
    await host.stop();
    folder.remove();
  });

  it('makes the first process the host and later ones its guests, with the migrations applied once', async () => {
    expect(guest.kind).toBe('pglite-guest');
    const { rows } = await guest.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)).toEqual(migrationNames);
  });

  it('keeps the socket to its owner', () => {
    expect(fs.statSync(path.join(`${folder.dir}.run`, 'host.sock')).mode & 0o777).toBe(0o600);
  });

  it('answers 200 concurrent writes from a guest with 200 rows', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, n) => insertSignup(guest, signup(n))));
    expect((await listSignups(guest)).length).toBe(200);
  });

  it('reports database errors to the guest with their SQLSTATE', async () => {
    await expect(
      guest.query('insert into waitlist_signups (email) values ($1)', ['Upper@Example.com']),
    ).rejects.toMatchObject({
      code: '23502',
    });
  });

  it('lets the export script read through the running host, quoting what needs quoting', async () => {
    await insertSignup(guest, {
      ...signup(900),
      fullName: 'Ada "Nne" Okafor, Jr',
      email: 'ada@example.com',
      phone: '+2348031234567',
    });
    const csv = await exportCsv(['--pglite-dir', folder.dir]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('created_at,full_name,email,phone,locale,source');
    expect(lines).toHaveLength(1 + 201 + 1); // header, rows, the empty string after the last CRLF
    expect(csv).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,"Ada ""Nne"" Okafor, Jr",ada@example\.com,\+2348031234567,en,hero\r$/m,
    );
    expect(host.child.exitCode).toBeNull();
    expect(host.role).toBe('pglite');
  });

  it('hands the folder to the next process when the host dies, without losing a row', async () => {
    host.child.kill('SIGKILL');
    await new Promise((resolve) => host.child.once('exit', resolve));
    // The socket file stays behind; the export finds nobody there, claims the folder and opens PGlite itself.
    expect(fs.existsSync(path.join(`${folder.dir}.run`, 'host.sock'))).toBe(true);
    const csv = await exportCsv(['--pglite-dir', folder.dir]);
    expect(csv.split('\r\n')).toHaveLength(1 + 201 + 1);
    host = await startPgliteHost(folder.dir);
    expect((await listSignups(guest)).length).toBe(201);
  });
});

it('lets exactly one of several processes starting together on a new folder host it', async () => {
  const folder = tempDataDir('race');
  const processes = await Promise.all(Array.from({ length: 4 }, () => startPgliteHost(folder.dir)));
  try {
    expect(processes.map((started) => started.role).sort()).toEqual([
      'pglite',
      'pglite-guest',
      'pglite-guest',
      'pglite-guest',
    ]);
  } finally {
    for (const started of processes.filter((started) => started.role !== 'pglite')) await started.stop();
    for (const started of processes.filter((started) => started.role === 'pglite')) await started.stop();
    folder.remove();
  }
});

(postgresUrl ? describe : describe.skip)('PostgreSQL', () => {
  const database = postgresUrl ? postgresSchemaDatabase(postgresUrl) : undefined;
  afterAll(() => database?.dispose());

  it('migrates once when many servers start together', async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, () => database!.open()));
    const { rows } = await opened[0]!.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(migrationNames);
    const again = await database!.open();
    expect((await again.query('select name from schema_migrations')).rowCount).toBe(migrationNames.length);
  });

  it('enforces the stored shape: lower-case unique email, E.164 phone', async () => {
    const db = await database!.open();
    const row = ['Ada', 'ada@example.com', '+2348031234567', 'en', 'hero'];
    const insert =
      'insert into waitlist_signups (full_name, email, phone_e164, locale, source) values ($1, $2, $3, $4, $5)';
    await db.query(insert, row);
    await expect(db.query(insert, row)).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(insert, ['Ada', 'Ada@example.com', ...row.slice(2)])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db.query(insert, ['Ada', 'b@example.com', '08031234567', 'en', 'hero']),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('exports through DATABASE_URL', async () => {
    const db = await database!.open();
    await insertSignup(db, signup(1));
    const schema = (await db.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
    const csv = await exportCsv([], { DATABASE_URL: postgresUrl, PGOPTIONS: `-c search_path=${schema}` });
    expect(csv).toContain(',Person 1,person.1@example.com,+2348031000001,en,hero\r\n');
  });
});
