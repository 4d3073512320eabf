/** @jest-environment node */
import { once } from 'node:events';
import net from 'node:net';

import getPort from 'get-port';

import { startServer, type Server } from '@/test/support/processes.mjs';

// No request scope for after() here: the clean-up the route schedules is kept for the test to see.
const afterTasks: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => unknown) => afterTasks.push(task),
}));

type HealthRoute = typeof import('@/app/api/health/route');
type Checks = typeof import('@/lib/health/ping-redis');
type Db = import('@/lib/db/open-database.mjs').Db;

// The PostgreSQL server of the database tests (CI sources test/support/postgres.sh, which sets DATABASE_URL).
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;
if (!postgresUrl && process.env.CI) {
  throw new Error(
    'CI needs a PostgreSQL server for the health route tests: source test/support/postgres.sh first',
  );
}
const withPostgres = postgresUrl ? describe : describe.skip;

const REDIS_PASSWORD = 'health-test-secret';
const originalEnv = { ...process.env };
const dbHolder = globalThis as typeof globalThis & { __tumaDb?: Promise<Db> };
let redis: Server;
let redisPort: number;
let closedPort: number;
const silentSockets = new Set<net.Socket>();
// Accepts connections and never says a word: a hung server.
const silentServer = net.createServer((socket) => {
  silentSockets.add(socket);
  socket.on('close', () => silentSockets.delete(socket));
});
let silentPort: number;
let logged: string[];

function startRedis(port: number): Promise<Server> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return startServer('/usr/bin/redis-server', [...args, '--requirepass', REDIS_PASSWORD], {
    name: 'redis-server',
    url: `tcp:127.0.0.1:${port}`,
    timeoutMs: 5_000,
  });
}

async function closeDb() {
  const db = await dbHolder.__tumaDb?.catch(() => undefined);
  dbHolder.__tumaDb = undefined;
  await db?.close();
}

/** The route's long-lived Redis clients live on globalThis, beyond jest.resetModules. */
async function closeRedisClients() {
  const checks: Checks = await import('@/lib/health/ping-redis');
  await checks.closeRedisClients();
}

/** The route with a fresh module graph (lib/env.ts parses the environment as it loads) and no open database. */
async function loadRoute(env: { DATABASE_URL?: string; REDIS_URL?: string }): Promise<HealthRoute> {
  await closeDb();
  await closeRedisClients();
  jest.resetModules();
  process.env = { ...originalEnv };
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  Object.assign(process.env, env);
  return import('@/app/api/health/route');
}

async function check(env: { DATABASE_URL?: string; REDIS_URL?: string }) {
  const route = await loadRoute(env);
  const started = Date.now();
  const response = await route.GET();
  const elapsedMs = Date.now() - started;
  const text = await response.text();
  return { response, body: JSON.parse(text) as unknown, text, elapsedMs };
}

const redisUrl = (port: number, password = REDIS_PASSWORD) => `redis://:${password}@127.0.0.1:${port}`;
const unreachableDb = () => `postgresql://tuma:not-the-password@127.0.0.1:${closedPort}/tuma`;

beforeAll(async () => {
  redisPort = await getPort();
  redis = await startRedis(redisPort);
  closedPort = await getPort();
  silentServer.listen(0, '127.0.0.1');
  await once(silentServer, 'listening');
  silentPort = (silentServer.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await closeDb();
  await closeRedisClients();
  process.env = originalEnv;
  await redis?.stop();
  for (const socket of silentSockets) socket.destroy();
  silentServer.close();
});

beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  // Neither the body nor the log carries a URL or a password.
  expect(logged.join('\n')).not.toMatch(/health-test-secret|not-the-password|127\.0\.0\.1/);
});

withPostgres('GET /api/health with a real PostgreSQL server', () => {
  it('answers 200 with the database up and Redis off when REDIS_URL is unset', async () => {
    afterTasks.length = 0;
    const { response, body } = await check({ DATABASE_URL: postgresUrl });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ok: true, database: 'up', redis: 'off' });
    // The probe is the clock of the clean-up where nothing records (lib/jobs/clean-up.ts).
    expect(afterTasks).toHaveLength(1);
  });

  it('answers 200 when a real Redis server answers PING (after AUTH)', async () => {
    const { response, body, text } = await check({
      DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl(redisPort),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'up', redis: 'up' });
    expect(text).not.toContain(REDIS_PASSWORD);
  });

  it('stays ready (200) naming Redis as down when Redis refuses the password', async () => {
    const { response, body } = await check({
      DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl(redisPort, 'wrong'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ok: true, database: 'up', redis: 'down' });
    expect(logged.join('\n')).toContain('WRONGPASS');
  });

  it('stays ready (200) naming Redis as down when nothing listens at REDIS_URL', async () => {
    const { response, body } = await check({ DATABASE_URL: postgresUrl, REDIS_URL: redisUrl(closedPort) });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'up', redis: 'down' });
  });

  it('answers within about a second, Redis down, when Redis accepts the connection but never answers', async () => {
    const { response, body, elapsedMs } = await check({
      DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl(silentPort),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'up', redis: 'down' });
    expect(elapsedMs).toBeGreaterThanOrEqual(900);
    expect(elapsedMs).toBeLessThan(2_500);
  });
});

describe('GET /api/health when the database is down', () => {
  it('stays ready (200) naming the database as down when nothing listens at DATABASE_URL', async () => {
    const { response, body, text } = await check({
      DATABASE_URL: unreachableDb(),
      REDIS_URL: redisUrl(redisPort),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ok: true, database: 'down', redis: 'up' });
    expect(text).not.toMatch(/not-the-password|127\.0\.0\.1/);
    expect(logged.join('\n')).toContain('ECONNREFUSED');
  });

  it('answers within about a second, database down, when the database accepts the connection but never answers', async () => {
    const { response, body, elapsedMs } = await check({
      DATABASE_URL: `postgresql://tuma:not-the-password@127.0.0.1:${silentPort}/tuma`,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'down', redis: 'off' });
    expect(elapsedMs).toBeLessThan(2_500);
  });

  it('stays ready (200) naming both when both are down: pages serve without them', async () => {
    const { response, body } = await check({
      DATABASE_URL: unreachableDb(),
      REDIS_URL: redisUrl(closedPort),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'down', redis: 'down' });
  });

  it('names the database as down when DATABASE_URL is unset', async () => {
    const { response, body } = await check({});
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, database: 'down', redis: 'off' });
  });
});

describe('GET /api/health under many probes', () => {
  it('shares one check between concurrent probes and answers from it for a few seconds', async () => {
    const route = await loadRoute({ DATABASE_URL: unreachableDb(), REDIS_URL: redisUrl(silentPort) });
    const started = Date.now();
    const answers = await Promise.all([route.GET(), route.GET(), route.GET()]);
    expect(Date.now() - started).toBeLessThan(2_500);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toEqual(Array(3).fill({ ok: true, database: 'down', redis: 'down' }));
    expect(logged.filter((line) => line.includes('"event":"health"'))).toHaveLength(1);

    // Redis still never answers: a new check would take a second; the cached answer does not.
    const again = Date.now();
    expect(await (await route.GET()).json()).toEqual({ ok: true, database: 'down', redis: 'down' });
    expect(Date.now() - again).toBeLessThan(200);
    expect(logged.filter((line) => line.includes('"event":"health"'))).toHaveLength(1);
  });
});

withPostgres('GET /api/health connections', () => {
  it('opens no connection per check: the app’s pool and one long-lived Redis client serve every check', async () => {
    const route = await loadRoute({ DATABASE_URL: postgresUrl, REDIS_URL: redisUrl(redisPort) });
    const pg = await import('pg');
    const connects = jest.spyOn(pg.default.Client.prototype, 'connect');
    const redisClients = () =>
      new Promise<number>((resolve, reject) => {
        const socket = net.connect(redisPort, '127.0.0.1');
        let reply = '';
        socket.on('data', (chunk) => {
          reply += chunk.toString();
          // AUTH's +OK, then CLIENT LIST's bulk string: one line per connection, this one included.
          const list = /\$\d+\r\n([\s\S]*)\r\n$/.exec(reply);
          if (list?.[1]) {
            socket.destroy();
            resolve(list[1].trim().split('\n').length - 1);
          }
        });
        socket.on('error', reject);
        socket.write(`AUTH ${REDIS_PASSWORD}\r\nCLIENT LIST\r\n`);
      });

    const now = Date.now();
    let offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now + offset);
    for (let round = 0; round < 4; round += 1) {
      expect(await (await route.GET()).json()).toEqual({ ok: true, database: 'up', redis: 'up' });
      offset += 60_000; // past the cached answer: every round checks again
    }
    // The pool's first connection (which migrated) is the one every later `select 1` reuses.
    expect(connects).toHaveBeenCalledTimes(1);
    expect(await redisClients()).toBe(1);
  });
});
