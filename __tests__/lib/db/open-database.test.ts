/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { migrations } from '@/lib/db/migrations.mjs';
import { insertSignup, listSignups } from '@/lib/db/waitlist-signups';

import { startPgliteServerProcess, tempDir, testBackends, type TestDatabase } from './test-databases';

jest.setTimeout(120_000);

const run = promisify(execFile);
const EXPORT_SCRIPT = path.join(process.cwd(), 'scripts', 'waitlist-export.mjs');

const backends = testBackends();

const signup = (n: number) => ({
  fullName: `Person ${n}`,
  email: `person.${n}@example.com`,
  phone: `+234803${1_000_000 + n}`,
  locale: 'en',
  source: 'hero',
});

/** `npm run waitlist:export` in a process of its own, with only `env` pointing it at a database. */
function exportCsv(env: Record<string, string>, cwd = process.cwd()) {
  return run(process.execPath, [EXPORT_SCRIPT], {
    cwd,
    env: { ...process.env, DATABASE_URL: '', PGOPTIONS: '', ...env },
    timeout: 60_000,
  });
}

describe.each(backends)('the database on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  beforeAll(() => {
    database = makeDatabase();
  });
  afterAll(() => database.dispose());

  it('applies the migrations once when eight servers open it at the same moment', async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, () => database.open()));
    const applied = async () =>
      (
        await opened[0]!.query<{ name: string; applied_at: Date }>(
          'select name, applied_at from schema_migrations order by name',
        )
      ).rows;
    const first = await applied();
    // The recorded name predates migrations.mjs: databases created from the old .sql file are not migrated again.
    const names = ['0001_waitlist_signups.sql', '0002_waitlist_rate_limit'];
    expect(first.map((row) => row.name)).toEqual(names);
    expect(migrations.map((migration) => migration.name)).toEqual(names);
    await database.open();
    expect(await applied()).toEqual(first);
  });

  it('enforces the stored shape: lower-case unique email, E.164 phone', async () => {
    const db = await database.open();
    const row = ['Ada', 'shape@example.com', '+2348031234567', 'en', 'hero'];
    const insert =
      'insert into waitlist_signups (full_name, email, phone_e164, locale, source) values ($1, $2, $3, $4, $5)';
    await db.query(insert, row);
    await expect(db.query(insert, row)).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(insert, ['Ada', 'Shape@example.com', ...row.slice(2)])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db.query(insert, ['Ada', 'b@example.com', '08031234567', 'en', 'hero']),
    ).rejects.toMatchObject({ code: '23514' });
    await db.query('delete from waitlist_signups');
  });

  it('stores all of 20 sign-ups sent through one pool at once', async () => {
    const db = await database.open();
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => insertSignup(db, signup(n))));
    expect(results.every((result) => result.created)).toBe(true);
    const stored = await listSignups(db);
    expect(new Set(stored.map((row) => row.email))).toEqual(
      new Set(Array.from({ length: 20 }, (_, n) => `person.${n}@example.com`)),
    );
    await db.query('delete from waitlist_signups');
  });

  it('lets the export script read, in its own process, while the site’s pool keeps writing', async () => {
    const db = await database.open();
    await insertSignup(db, {
      ...signup(900),
      fullName: 'Ada "Nne" Okafor, Jr',
      email: 'ada@example.com',
      phone: '+2348031234567',
    });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await insertSignup(db, signup(1000 + written));
        written += 1;
      }
    })();
    try {
      const { stdout } = await exportCsv(await database.processEnv());
      const lines = stdout.split('\r\n');
      expect(lines[0]).toBe('created_at,full_name,email,phone,locale,source');
      expect(stdout).toMatch(
        /^\d{4}-\d\d-\d\dT[\d:.]+Z,"Ada ""Nne"" Okafor, Jr",ada@example\.com,\+2348031234567,en,hero\r$/m,
      );
      // Ada and at least one row the writer stored after it: the export ran while the pool was at work.
      expect(lines.length - 2).toBeGreaterThan(1);
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(0);
    expect(await listSignups(db)).toHaveLength(1 + written);
    await db.query('delete from waitlist_signups');
  });
});

describe('the embedded server that npm run dev and npm run demo start', () => {
  const project = tempDir('project');
  afterAll(() => project.remove());

  it('is found by the export through .data/waitlist.server.json, and holds its folder against a second launcher', async () => {
    // No server yet: the export says what to do instead of guessing.
    await expect(exportCsv({}, project.dir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/DATABASE_URL is not set.*npm run dev.*npm run demo/s),
    });

    const server = await startPgliteServerProcess([], project.dir);
    try {
      const marker = path.join(project.dir, '.data', 'waitlist.server.json');
      expect(JSON.parse(fs.readFileSync(marker, 'utf8'))).toEqual({ pid: server.child.pid, url: server.url });
      expect(server.url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres\?connection_limit=1$/);

      const { stdout } = await exportCsv({}, project.dir);
      expect(stdout).toBe('created_at,full_name,email,phone,locale,source\r\n');

      // PGlite takes no lock on its folder and two writers corrupt it: the second launcher must refuse.
      await expect(startPgliteServerProcess([], project.dir)).rejects.toThrow(
        /\.data\/waitlist is already served by process \d+ at postgresql:/,
      );
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(0);
    expect(fs.existsSync(path.join(project.dir, '.data', 'waitlist.server.json'))).toBe(false);
  });
});
