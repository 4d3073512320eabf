/** @jest-environment node */
import { errorResponseSchema, ratesResponseSchema } from '@/lib/schemas/rates';

import { startStandIn, type Fault, type StandIn } from '@/test/stand-in/server.mjs';
import { PROVIDER_BODY_CANARY } from '@/test/stand-in/data.mjs';
import { KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { installNextCache, installTestClock, type TestClock } from '../../../lib/cache/next-cache';
import { usdNgnPair } from '@/__tests__/support/rate-pairs';

type RatesRoute = typeof import('@/app/api/rates/route');
type CompetitorsRoute = typeof import('@/app/api/rates/competitors/route');

const originalEnv = { ...process.env };
let clock: TestClock;
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
  // Next's cache ages entries by its own clock: the test clock moves it with Date.now.
  clock = installTestClock();
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
});
afterEach(() => {
  jest.restoreAllMocks();
  // Whatever happened, nothing secret was logged.
  expect(logged.join('\n')).not.toMatch(
    new RegExp(`${KEY_SENTINEL}|${TENANT_SENTINEL}|${PROVIDER_BODY_CANARY}`),
  );
});

/** Fresh route modules (and so a fresh cache) reading the given environment. */
async function loadRoutes(
  provider = true,
  extraEnv: Record<string, string> = {},
): Promise<{ rates: RatesRoute; competitors: CompetitorsRoute }> {
  jest.resetModules();
  // The provider services live on globalThis (one per process): a fresh module graph needs fresh services, and they
  // keep their data in Next's cache: an empty one.
  delete (globalThis as { __tumaSingletons?: unknown }).__tumaSingletons;
  installNextCache();
  process.env = { ...originalEnv };
  delete process.env.RATES_API_BASE_URL;
  if (provider) {
    process.env.RATES_API_BASE_URL = standIn.url;
    process.env.RATES_API_KEY = KEY_SENTINEL;
    process.env.RATES_API_TENANT = TENANT_SENTINEL;
  }
  Object.assign(process.env, extraEnv);
  const rates = await import('@/app/api/rates/route');
  const competitors = await import('@/app/api/rates/competitors/route');
  return { rates, competitors };
}

const get = (route: RatesRoute | CompetitorsRoute, path: string) =>
  route.GET(new Request(`http://localhost${path}`));
const advance = (ms: number) => clock.advance(ms);

async function expectNoLeak(response: Response) {
  const text = `${JSON.stringify([...response.headers])}\n${await response.clone().text()}`;
  for (const secret of [KEY_SENTINEL, TENANT_SENTINEL, PROVIDER_BODY_CANARY, standIn.url]) {
    expect(text).not.toContain(secret);
  }
}

describe('GET /api/rates', () => {
  it('answers with the provider configuration in our shape, fresh, cacheable', async () => {
    const { rates } = await loadRoutes();
    const response = await get(rates, '/api/rates');
    await expectNoLeak(response);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const body = ratesResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ source: 'provider', stale: false });
    expect(body.pairs).toHaveLength(18);
    expect(body.pairs[0]).toEqual(usdNgnPair);
    expect(Math.abs(Date.parse(body.fetchedAt) - Date.now())).toBeLessThan(5_000);
  });

  it('sends the bearer key, the tenant and Accept JSON to the provider', async () => {
    const { rates } = await loadRoutes();
    await get(rates, '/api/rates');
    expect(standIn.requests().map((request) => request.headers)).toEqual([
      { authorization: `Bearer ${KEY_SENTINEL}`, tenant: TENANT_SENTINEL, accept: 'application/json' },
    ]);
  });

  it('serves the built-in sample, marked as such, when no provider is configured', async () => {
    const { rates } = await loadRoutes(false);
    const response = await get(rates, '/api/rates');
    expect(response.status).toBe(200);
    expect(ratesResponseSchema.parse(await response.json())).toMatchObject({
      source: 'sample',
      stale: false,
    });
    expect(standIn.calls().config).toBe(0);
  });

  it.each(['/api/rates?base=USD', '/api/rates?from=USD&to=NGN', '/api/rates?%00=x', '/api/rates?='])(
    'refuses %s with 400 and a reason, without calling the provider',
    async (path) => {
      const { rates } = await loadRoutes();
      const response = await get(rates, path);
      expect(response.status).toBe(400);
      const body = errorResponseSchema.parse(await response.json());
      expect(body.error).toBe('invalid-query');
      expect(body.issues?.length).toBeGreaterThan(0);
      expect(standIn.calls().config).toBe(0);
    },
  );

  it('asks the provider at most once a minute', async () => {
    const { rates } = await loadRoutes();
    await get(rates, '/api/rates');
    advance(59_000);
    await get(rates, '/api/rates');
    expect(standIn.calls().config).toBe(1);
    advance(1_000);
    const response = await get(rates, '/api/rates');
    expect(standIn.calls().config).toBe(2);
    expect((await response.json()).stale).toBe(false);
  });

  it('coalesces concurrent requests into one provider call', async () => {
    const { rates } = await loadRoutes();
    standIn.setFault('slow');
    standIn.setSlowMs(200);
    const responses = await Promise.all(Array.from({ length: 25 }, () => get(rates, '/api/rates')));
    expect(responses.map((response) => response.status)).toEqual(Array(25).fill(200));
    expect(standIn.calls().config).toBe(1);
  });

  const quickFaults: Fault[] = ['500', '429', 'malformed', 'wrong-schema', 'redirect'];

  it.each(quickFaults)(
    'keeps serving the last good data, stale, while the provider answers %s',
    async (fault) => {
      const { rates } = await loadRoutes();
      const first = await (await get(rates, '/api/rates')).json();
      advance(60_000);
      standIn.setFault(fault);
      const started = performance.now();
      const response = await get(rates, '/api/rates');
      expect(performance.now() - started).toBeLessThan(1_500);
      await expectNoLeak(response);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=5\b/);
      expect(await response.json()).toEqual({ ...first, stale: true });
      expect(standIn.calls().redirectFollowed).toBe(0);
    },
  );

  it.each(quickFaults)(
    'answers 502 "rates-unavailable" when the provider answers %s and nothing was cached',
    async (fault) => {
      const { rates } = await loadRoutes();
      standIn.setFault(fault);
      const response = await get(rates, '/api/rates');
      await expectNoLeak(response);
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'rates-unavailable' });
      expect(logged.join('\n')).toContain('/v1/util/currency-configuration failed');
    },
  );

  it('gives up on a hanging provider within the 5 s budget: stale data if any, else 502', async () => {
    const { rates, competitors } = await loadRoutes();
    await get(rates, '/api/rates');
    advance(60_000);
    standIn.setFault('hang');
    const started = performance.now();
    const [config, pair] = await Promise.all([
      get(rates, '/api/rates'),
      get(competitors, '/api/rates/competitors?from=USD&to=NGN'),
    ]);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(6_500);
    expect(config.status).toBe(200);
    expect((await config.json()).stale).toBe(true);
    expect(pair.status).toBe(502);
    // A provider that just failed is left alone for a while: the next answers come at once.
    const again = performance.now();
    expect((await get(competitors, '/api/rates/competitors?from=USD&to=NGN')).status).toBe(502);
    expect((await get(rates, '/api/rates')).status).toBe(200);
    expect(performance.now() - again).toBeLessThan(500);
  }, 15_000);
});

describe('GET /api/rates: shelf life and plausibility', () => {
  const hour = 60 * 60 * 1000;

  it('answers 502 "rates-unavailable" once the last good rates are past their shelf life', async () => {
    const { rates } = await loadRoutes();
    expect((await get(rates, '/api/rates')).status).toBe(200);
    standIn.setFault('500');
    // This clock also runs in real time: a margin either side of the shelf life.
    advance(24 * hour - 5_000);
    const stale = await get(rates, '/api/rates');
    expect(stale.status).toBe(200);
    expect((await stale.json()).stale).toBe(true);
    advance(10_000);
    const expired = await get(rates, '/api/rates');
    await expectNoLeak(expired);
    expect(expired.status).toBe(502);
    expect(expired.headers.get('cache-control')).toBe('no-store');
    expect(await expired.json()).toEqual({ error: 'rates-unavailable' });
  });

  it('reads a shorter shelf life from RATES_MAX_AGE_SECONDS', async () => {
    const { rates } = await loadRoutes(true, { RATES_CONFIG_TTL_SECONDS: '1', RATES_MAX_AGE_SECONDS: '3' });
    await get(rates, '/api/rates');
    standIn.setFault('500');
    advance(2_000);
    expect((await get(rates, '/api/rates')).status).toBe(200);
    advance(2_000);
    expect((await get(rates, '/api/rates')).status).toBe(502);
  });

  it('keeps serving the last good rate when the provider sends one a thousand times off, and logs it', async () => {
    const { rates } = await loadRoutes();
    await get(rates, '/api/rates');
    standIn.setRate('USD', 'NGN', usdNgnPair.exchangeRate * 1000);
    advance(60_000);
    const response = await get(rates, '/api/rates');
    expect(response.status).toBe(200);
    const body = ratesResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ stale: false });
    expect(body.pairs[0]).toEqual(usdNgnPair);
    expect(standIn.calls().config).toBe(2);
    expect(logged.filter((line) => line.includes('held back'))).toEqual([
      expect.stringMatching(/^\[rates\] USD->NGN: held back \d+ \(1000\.00x the last good \d+\)/),
    ]);
  });
});
