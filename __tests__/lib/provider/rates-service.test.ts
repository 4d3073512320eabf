/** @jest-environment node */
import { freshness } from '@/lib/cache/freshness.mjs';
import { ProviderError } from '@/lib/provider/errors';
import { createRatesService, type RatesServiceOptions } from '@/lib/provider/rates-service';
import { ratesResponseSchema, competitorRatesResponseSchema } from '@/lib/schemas/rates';

import { startStandIn, type StandIn } from '@/test/stand-in/server.mjs';
import { KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { installNextCache, installTestClock } from '../cache/next-cache';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());
afterEach(() => jest.restoreAllMocks());

// The data lives in Next's cache (an empty one per test), which ages it by its own clock: the test clock moves both.
function setup(overrides: Partial<RatesServiceOptions> = {}) {
  const clock = installTestClock(Date.parse('2026-03-01T12:00:00Z'));
  installNextCache();
  const warnings: string[] = [];
  const service = createRatesService({
    provider: { baseUrl: standIn.url, key: KEY_SENTINEL, tenant: TENANT_SENTINEL },
    now: clock.now,
    retryDelayMs: () => 5,
    timeoutMs: 500,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  return { service, warnings, advance: clock.advance };
}

describe('createRatesService with a provider', () => {
  it('answers with our shape, marked as provider data', async () => {
    const { service } = setup();
    const rates = await service.getCurrencyConfiguration();
    expect(ratesResponseSchema.parse(rates)).toEqual(rates);
    expect(rates).toMatchObject({ fetchedAt: '2026-03-01T12:00:00.000Z', stale: false, source: 'provider' });
    expect(rates.pairs).toHaveLength(18);
  });

  it('keeps the configuration for 60 s', async () => {
    const { service, advance } = setup();
    await service.getCurrencyConfiguration();
    advance(freshness.ratesSeconds * 1000 - 1);
    await service.getCurrencyConfiguration();
    expect(standIn.calls().config).toBe(1);
    advance(1);
    const rates = await service.getCurrencyConfiguration();
    expect(standIn.calls().config).toBe(2);
    expect(rates.fetchedAt).toBe('2026-03-01T12:01:00.000Z');
  });

  it('keeps competitor rates for 10 minutes, per pair', async () => {
    const { service, advance } = setup();
    const usdNgn = await service.getCompetitorRates('USD', 'NGN');
    expect(competitorRatesResponseSchema.parse(usdNgn)).toEqual(usdNgn);
    expect(usdNgn.competitors.map((c) => c.provider)).toEqual(['cadremit', 'grey', 'cleva']);
    await service.getCompetitorRates('EUR', 'USD');
    expect(standIn.calls().competitors).toBe(2);
    advance(freshness.competitorsSeconds * 1000 - 1);
    await service.getCompetitorRates('USD', 'NGN');
    await service.getCompetitorRates('EUR', 'USD');
    expect(standIn.calls().competitors).toBe(2);
    advance(1);
    await service.getCompetitorRates('USD', 'NGN');
    expect(standIn.calls().competitors).toBe(3);
  });

  it('coalesces concurrent misses into one provider call', async () => {
    const { service } = setup();
    standIn.setFault('slow');
    standIn.setSlowMs(100);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => service.getCurrencyConfiguration()),
      ...Array.from({ length: 10 }, () => service.getCompetitorRates('USD', 'GHS')),
    ]);
    expect(answers).toHaveLength(20);
    expect(standIn.calls()).toMatchObject({ config: 1, competitors: 1 });
  });

  it('serves the last good data, stale and with its age, while the provider fails', async () => {
    const { service, advance, warnings } = setup();
    const first = await service.getCurrencyConfiguration();
    standIn.setFault('500');
    advance(freshness.ratesSeconds * 1000);
    const stale = await service.getCurrencyConfiguration();
    expect(stale).toEqual({ ...first, stale: true });
    expect(warnings).toEqual([expect.stringContaining('/v1/util/currency-configuration failed: http 500')]);
    // The provider is left alone for a while, then asked again; once it recovers the data is fresh.
    advance(freshness.ratesRetryAfterFailureSeconds * 1000 - 1);
    await service.getCurrencyConfiguration();
    expect(standIn.calls().config).toBe(3);
    standIn.setFault(null);
    advance(1);
    expect(await service.getCurrencyConfiguration()).toMatchObject({
      stale: false,
      fetchedAt: '2026-03-01T12:01:15.000Z',
    });
  });

  it('fails with a ProviderError when there is no good data yet', async () => {
    const { service } = setup();
    standIn.setFault('wrong-schema');
    await expect(service.getCompetitorRates('USD', 'NGN')).rejects.toBeInstanceOf(ProviderError);
  });

  it('drops malformed entries but keeps the good ones', async () => {
    const { service, warnings } = setup();
    standIn.setData({
      configuration: [
        { from: 'USD', to: 'NGN', exchange_rate: 1500, division_operator: false },
        { from: 'USD', to: 'GHS', exchange_rate: 'lots', division_operator: false },
      ],
    });
    const rates = await service.getCurrencyConfiguration();
    expect(rates.pairs.map((pair) => `${pair.from}${pair.to}`)).toEqual(['USDNGN']);
    expect(warnings).toEqual(['[rates] /v1/util/currency-configuration: skipped 1 malformed entries']);
  });

  it('fails when every entry is malformed', async () => {
    const { service } = setup();
    standIn.setData({ configuration: [{ from: 'USD' }] });
    await expect(service.getCurrencyConfiguration()).rejects.toMatchObject({ kind: 'schema' });
  });

  it('never logs the key, the tenant or the provider body', async () => {
    const { service, warnings, advance } = setup();
    for (const fault of ['500', '429', 'malformed', 'wrong-schema', 'redirect', 'hang'] as const) {
      standIn.setFault(fault);
      await service.getCurrencyConfiguration().catch(() => undefined);
      advance(freshness.ratesRetryAfterFailureSeconds * 1000);
    }
    expect(warnings).toHaveLength(6);
    expect(warnings.join('\n')).not.toMatch(
      new RegExp(`${KEY_SENTINEL}|${TENANT_SENTINEL}|CANARY|127\\.0\\.0\\.1`),
    );
  });
});

describe('createRatesService without a provider', () => {
  it('serves the sample data, marked as such', async () => {
    const service = createRatesService({
      provider: undefined,
      now: () => Date.parse('2026-03-01T00:00:00Z'),
    });
    const rates = ratesResponseSchema.parse(await service.getCurrencyConfiguration());
    expect(rates).toMatchObject({ source: 'sample', stale: false, fetchedAt: '2026-03-01T00:00:00.000Z' });
    expect(rates.pairs).toHaveLength(18);
    expect(rates.pairs.some((pair) => pair.conversionFeeFlat > 0)).toBe(true);
    expect(rates.pairs.some((pair) => pair.conversionFeeFlat === 0 && pair.conversionFeePercentage > 0)).toBe(
      true,
    );
    expect(rates.pairs.some((pair) => pair.divisionOperator)).toBe(true);
    expect(rates.pairs.some((pair) => pair.exchangeRate === 0)).toBe(true);
    for (const from of ['USD', 'EUR', 'GBP']) {
      for (const to of ['NGN', 'GHS', 'XOF', 'XAF']) {
        expect(rates.pairs.some((pair) => pair.from === from && pair.to === to)).toBe(true);
      }
    }
  });

  it('serves sample competitor rates for the listed providers only', async () => {
    const service = createRatesService({ provider: undefined });
    const answer = competitorRatesResponseSchema.parse(await service.getCompetitorRates('USD', 'NGN'));
    expect(answer.source).toBe('sample');
    expect(new Set(answer.competitors.map((c) => c.provider))).toEqual(
      new Set(['cleva', 'grey', 'cadremit']),
    );
    expect((await service.getCompetitorRates('GBP', 'XAF')).competitors).toEqual([]);
  });
});
