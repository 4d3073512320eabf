/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { postgresUrl, refusingDatabaseUrl, throwawayDatabase } from '../lib/db/test-databases';

jest.setTimeout(60_000);

const run = promisify(execFile);
const SCRIPT = path.join(process.cwd(), 'scripts', 'db-migrate.mjs');

/** `npm run db:migrate` in a process of its own, with only DATABASE_URL set from here. */
function migrate(databaseUrl: string) {
  return run(process.execPath, [SCRIPT], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PGOPTIONS: '' },
    timeout: 30_000,
  });
}

it('exits 1 naming DATABASE_URL when it is unset', async () => {
  await expect(migrate('')).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('db:migrate: DATABASE_URL is not set'),
  });
});

it('exits 1 with the reason when the database cannot be reached', async () => {
  await expect(migrate(await refusingDatabaseUrl())).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^db:migrate failed \(ECONNREFUSED\): /),
  });
});

(postgresUrl ? it : it.skip)(
  'applies the migrations to a new database, then finds nothing to do',
  async () => {
    const database = await throwawayDatabase(postgresUrl!);
    try {
      expect((await migrate(database.url)).stdout).toBe(
        'db:migrate: applied 0001_waitlist_signups.sql, 0002_waitlist_rate_limit, 0003_rate_history, ' +
          '0004_mail_and_alerts, 0005_mail_fair_share, 0006_alert_engine, 0007_console\n',
      );
      expect((await migrate(database.url)).stdout).toBe('db:migrate: already up to date\n');
    } finally {
      await database.drop();
    }
  },
);
