/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { startStandIn, type StandIn } from '@/test/stand-in/server.mjs';
import { CRON_SECRET_SENTINEL, KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { pairPagesRoute } from '@/lib/rates/history/history-period';
import { installNextCache } from '../../../../lib/cache/next-cache';
import { testBackends, type TestDatabase } from '../../../../lib/db/test-databases';

type CronRoute = typeof import('@/app/api/cron/rates/route');

// Outside a Next server there is no work store for revalidatePath to mark; the rest of next/cache is real.
const revalidated: string[] = [];
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  revalidatePath: (path: string, type: string) => revalidated.push(`${path} ${type}`),
}));
// Nor a request scope for after(): the tasks it is given (the mail's tick) are kept, and run by the test.
const afterTasks: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => unknown) => afterTasks.push(task),
}));

jest.setTimeout(120_000);

const originalEnv = { ...process.env };
let standIn: StandIn;
let logged: string[];

beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(async () => {
  process.env = originalEnv;
  await standIn.close();
});
beforeEach(() => {
  standIn.reset();
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
});
afterEach(() => {
  jest.restoreAllMocks();
  expect(logged.join('\n')).not.toContain(CRON_SECRET_SENTINEL);
});

const [[backendName, makeDatabase]] = testBackends().slice(-1) as [[string, () => TestDatabase]];

describe(`GET /api/cron/rates (${backendName})`, () => {
  let database: TestDatabase;
  beforeEach(() => {
    database = makeDatabase();
  });
  afterEach(async () => {
    const holder = globalThis as { __tumaDb?: Promise<{ close(): Promise<void> }> };
    await (await holder.__tumaDb?.catch(() => undefined))?.close();
    delete holder.__tumaDb;
    await database.dispose();
  });

  async function loadRoute(extraEnv: Record<string, string | undefined> = {}): Promise<CronRoute> {
    jest.resetModules();
    delete (globalThis as { __tumaSingletons?: unknown }).__tumaSingletons;
    installNextCache();
    process.env = {
      ...originalEnv,
      ...(await database.processEnv()),
      RATES_API_BASE_URL: standIn.url,
      RATES_API_KEY: KEY_SENTINEL,
      RATES_API_TENANT: TENANT_SENTINEL,
      CRON_SECRET: CRON_SECRET_SENTINEL,
      ...extraEnv,
    };
    for (const [name, value] of Object.entries(extraEnv)) if (value === undefined) delete process.env[name];
    return import('@/app/api/cron/rates/route');
  }

  const call = (route: CronRoute, authorization?: string, query = '') =>
    route.GET(
      new Request(`http://localhost/api/cron/rates${query}`, {
        headers: authorization === undefined ? {} : { authorization },
      }),
    );

  it.each([
    ['no header', undefined],
    ['a wrong secret of the same length', `Bearer ${CRON_SECRET_SENTINEL.replace(/.$/, 'x')}`],
    ['a shorter secret', 'Bearer cron'],
    ['the secret without Bearer', CRON_SECRET_SENTINEL],
  ])('answers 401 to %s, without calling the provider', async (_case, authorization) => {
    const route = await loadRoute();
    const response = await call(route, authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized' });
    expect(standIn.calls().config).toBe(0);
  });

  it('answers 503 when CRON_SECRET is unset: recording is off', async () => {
    const route = await loadRoute({ CRON_SECRET: undefined });
    const response = await call(route, 'Bearer anything');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'recording-off' });
    expect(standIn.calls().config).toBe(0);
  });

  it('answers 400 with a reason to a query string, after the secret, without calling the provider', async () => {
    const route = await loadRoute();
    const response = await call(route, `Bearer ${CRON_SECRET_SENTINEL}`, '?force=1');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-query', issues: [{ path: ['force'] }] });
    expect(standIn.calls().config).toBe(0);
  });

  it('records every pair once per hour: 200 with the count stored, then nothing more for the same hour', async () => {
    const route = await loadRoute();
    const [first, second] = await Promise.all([
      call(route, `Bearer ${CRON_SECRET_SENTINEL}`),
      call(route, `Bearer ${CRON_SECRET_SENTINEL}`),
    ]);
    const bodies = [await first.json(), await second.json()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(bodies.map((body) => body.stored).sort()).toEqual([0, 18]);
    expect(bodies.find((body) => body.stored === 18)).toMatchObject({ outcome: 'recorded', gaps: 1 });
    expect(bodies.find((body) => body.stored === 0)).toMatchObject({ outcome: 'already-recorded' });
    expect(standIn.calls().config).toBe(1);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // Only the call that stored something regenerates the pair pages, named by their folder under app/.
    expect(revalidated).toEqual([`${pairPagesRoute} layout`]);
    expect(existsSync(path.join('app', pairPagesRoute, 'page.tsx'))).toBe(true);
    expect(existsSync(path.join('app', pairPagesRoute, '[period]', 'page.tsx'))).toBe(true);
    // Each call also schedules the mail's tick after its answer; with mail off it sends nothing and never throws.
    expect(afterTasks.length).toBeGreaterThanOrEqual(2);
    await Promise.all(afterTasks.splice(0).map((task) => task()));
  });

  it('with mail off, its tick still gives up mail queued before, once 48 hours have passed', async () => {
    const route = await loadRoute({ SMTP_URL: undefined, MAIL_FROM: undefined });
    const db = await database.open();
    await db.query(
      `insert into mail_outbox (message_id, purpose, recipient, subject, text_body, html_body, created_at)
       values ('<alert-confirm.old@example.com>', 'alert-confirm', 'a@example.org', 'Confirm', 'link', '<p>link</p>',
         now() - interval '49 hours'),
         ('<alert-confirm.new@example.com>', 'alert-confirm', 'b@example.org', 'Confirm', 'link', '<p>link</p>',
         now() - interval '1 hour')`,
    );
    afterTasks.splice(0);
    expect((await call(route, `Bearer ${CRON_SECRET_SENTINEL}`)).status).toBe(200);
    await Promise.all(afterTasks.splice(0).map((task) => task()));
    const { rows } = await db.query<{ recipient: string; failed: boolean; text_body: string | null }>(
      'select recipient, failed_at is not null as failed, text_body from mail_outbox order by recipient',
    );
    expect(rows).toEqual([
      { recipient: 'a@example.org', failed: true, text_body: null },
      { recipient: 'b@example.org', failed: false, text_body: 'link' },
    ]);
  });

  it('answers 502 and stores nothing while the provider fails', async () => {
    standIn.setFault('500', 'config');
    const route = await loadRoute();
    const response = await call(route, `Bearer ${CRON_SECRET_SENTINEL}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'rates-unavailable', stored: 0 });
  });
});
