/** @jest-environment node */
import { competitorRatesResponseSchema, errorResponseSchema } from '@/lib/schemas/rates';

import { startStandIn, type StandIn } from '@/test/stand-in/server.mjs';
import { PROVIDER_BODY_CANARY } from '@/test/stand-in/data.mjs';
import { KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { installNextCache, installTestClock, type TestClock } from '../../../../lib/cache/next-cache';

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
  expect(logged.join('\n')).not.toMatch(
    new RegExp(`${KEY_SENTINEL}|${TENANT_SENTINEL}|${PROVIDER_BODY_CANARY}`),
  );
});

/** A fresh route module (and so a fresh cache) reading the given environment. */
async function loadRoute(provider = true): Promise<CompetitorsRoute> {
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
  return import('@/app/api/rates/competitors/route');
}

const get = (route: CompetitorsRoute, query: string) =>
  route.GET(new Request(`http://localhost/api/rates/competitors${query}`));
const advance = (ms: number) => clock.advance(ms);

describe('GET /api/rates/competitors', () => {
  it('answers with the listed providers quoting the pair, in our shape', async () => {
    const route = await loadRoute();
    const response = await get(route, '?from=USD&to=NGN');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=300, stale-while-revalidate=300/);
    const text = await response.text();
    expect(text).not.toMatch(new RegExp(`${KEY_SENTINEL}|${TENANT_SENTINEL}|Wise`, 'i'));
    const body = competitorRatesResponseSchema.parse(JSON.parse(text));
    expect(body).toMatchObject({ from: 'USD', to: 'NGN', source: 'provider', stale: false });
    // "At or below our rate" is left to selectCompetitors, where our rate is known: cadremit (1510) is still here.
    expect(body.competitors).toEqual([
      { provider: 'cadremit', from: 'USD', to: 'NGN', rate: 1510 },
      { provider: 'grey', from: 'USD', to: 'NGN', rate: 1490 },
      { provider: 'cleva', from: 'USD', to: 'NGN', rate: 1470 },
    ]);
    expect(standIn.requests()).toEqual([
      expect.objectContaining({
        path: '/v2/utils/competitors-rates',
        query: { from: 'USD', to: 'NGN' },
        headers: {
          authorization: `Bearer ${KEY_SENTINEL}`,
          tenant: TENANT_SENTINEL,
          accept: 'application/json',
        },
      }),
    ]);
  });

  it('answers an empty list for a pair nobody quotes', async () => {
    const route = await loadRoute();
    const body = competitorRatesResponseSchema.parse(await (await get(route, '?from=GBP&to=XAF')).json());
    expect(body.competitors).toEqual([]);
  });

  it.each([
    ['no query', ''],
    ['a missing from', '?to=NGN'],
    ['a missing to', '?from=USD'],
    ['a lower-case code', '?from=usd&to=NGN'],
    ['an unknown code', '?from=XYZ&to=NGN'],
    ['a code outside the catalogue', '?from=USD&to=KES'],
    ['a repeated from', '?from=USD&from=EUR&to=NGN'],
    ['a repeated identical to', '?from=USD&to=NGN&to=NGN'],
    ['an extra parameter', '?from=USD&to=NGN&amount=100'],
    ['the same currency twice', '?from=USD&to=USD'],
    ['an empty value', '?from=USD&to='],
    ['padding', '?from=%20USD&to=NGN'],
    ['a control character', '?from=USD%00&to=NGN'],
    ['junk', '?from=USD;to=NGN'],
    ['a very long value', `?from=USD&to=${'N'.repeat(5_000)}`],
  ])('refuses %s with 400 and a reason, without calling the provider', async (_label, query) => {
    const route = await loadRoute();
    const response = await get(route, query);
    expect(response.status).toBe(400);
    const body = errorResponseSchema.parse(await response.json());
    expect(body.error).toBe('invalid-query');
    expect(body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
    );
    expect(JSON.stringify(body)).not.toContain('N'.repeat(100));
    expect(standIn.calls().competitors).toBe(0);
  });

  it('names the reason', async () => {
    const route = await loadRoute();
    const reasons = async (query: string) =>
      errorResponseSchema
        .parse(await (await get(route, query)).json())
        .issues?.map((issue) => (issue as { message: string }).message);
    expect(await reasons('?to=NGN')).toEqual(['Missing parameter']);
    expect(await reasons('?from=USD&from=EUR&to=NGN')).toEqual(['Give this parameter once']);
    expect(await reasons('?from=XYZ&to=NGN')).toEqual(['Unknown currency code']);
    expect(await reasons('?from=USD&to=NGN&x=1')).toEqual(['Unknown parameter']);
    expect(await reasons('?from=USD&to=USD')).toEqual(['from and to must differ']);
  });

  it('asks the provider at most every 10 minutes per pair', async () => {
    const route = await loadRoute();
    await get(route, '?from=USD&to=NGN');
    await get(route, '?from=EUR&to=XOF');
    advance(9 * 60_000);
    await get(route, '?from=USD&to=NGN');
    await get(route, '?from=EUR&to=XOF');
    expect(standIn.calls().competitors).toBe(2);
    advance(60_000);
    await get(route, '?from=USD&to=NGN');
    expect(standIn.calls().competitors).toBe(3);
  });

  it('coalesces concurrent requests for a pair into one provider call', async () => {
    const route = await loadRoute();
    standIn.setFault('slow');
    standIn.setSlowMs(200);
    await Promise.all([
      ...Array.from({ length: 10 }, () => get(route, '?from=USD&to=NGN')),
      ...Array.from({ length: 10 }, () => get(route, '?from=USD&to=GHS')),
    ]);
    expect(standIn.calls().competitors).toBe(2);
  });

  it('keeps serving the last good list, stale, while the provider fails; 502 for a pair never loaded', async () => {
    const route = await loadRoute();
    const first = await (await get(route, '?from=USD&to=NGN')).json();
    advance(10 * 60_000);
    standIn.setFault('500');
    const stale = await get(route, '?from=USD&to=NGN');
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ ...first, stale: true });
    const never = await get(route, '?from=EUR&to=USD');
    expect(never.status).toBe(502);
    const text = await never.text();
    expect(JSON.parse(text)).toEqual({ error: 'rates-unavailable' });
    expect(text).not.toContain(PROVIDER_BODY_CANARY);
  });

  it('serves sample competitor rates, marked as such, when no provider is configured', async () => {
    const route = await loadRoute(false);
    const body = competitorRatesResponseSchema.parse(await (await get(route, '?from=EUR&to=GHS')).json());
    expect(body.source).toBe('sample');
    expect(body.competitors.length).toBeGreaterThan(0);
    expect(standIn.calls().competitors).toBe(0);
  });
});
