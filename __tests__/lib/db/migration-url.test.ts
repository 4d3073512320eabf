/** @jest-environment node */
import net, { type AddressInfo } from 'node:net';

import { openDatabase } from '@/lib/db/open-database.mjs';

import { testBackends, type TestDatabase } from './test-databases';

jest.setTimeout(60_000);

describe.each(testBackends())('a separate migration URL on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  beforeAll(() => {
    database = makeDatabase();
  });
  afterAll(() => database.dispose());

  it('migrates through DATABASE_URL_UNPOOLED, never through the pooled URL, then serves through the pooled one', async () => {
    const { DATABASE_URL: url, PGOPTIONS } = await database.processEnv();
    const searchPath = /search_path=(\w+)/.exec(PGOPTIONS ?? '')?.[1];
    // Nothing listens here: a migration attempted through it would fail.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = `postgresql://tuma:tuma@127.0.0.1:${port}/tuma`;
    await expect(
      openDatabase({ databaseUrl: url!, migrationUrl: unreachable, searchPath }),
    ).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    const db = await openDatabase({ databaseUrl: unreachable, migrationUrl: url!, searchPath });
    await db.close();
    const served = await openDatabase({ databaseUrl: url!, migrationUrl: url!, searchPath });
    const { rows } = await served.query<{ n: string }>('select count(*) as n from schema_migrations');
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(6);
    await served.close();
  });
});
