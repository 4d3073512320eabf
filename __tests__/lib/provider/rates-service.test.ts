/** @jest-environment node */
import { freshness } from '@/lib/cache/freshness.mjs';
import { ProviderError } from '@/lib/provider/errors';
import { createRatesService, type RatesServiceOptions } from '@/lib/provider/rates-service';
import { plausibilityRule } from '@/lib/provider/plausibility';
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

describe('createRatesService: shelf life and plausibility', () => {
  const windowMs = freshness.ratesSeconds * 1000;
  const usdNgn = (rates: { pairs: { from: string; to: string; exchangeRate: number }[] }) =>
    rates.pairs.find((pair) => pair.from === 'USD' && pair.to === 'NGN')?.exchangeRate;

  it('serves the last good rates until their shelf life ends, then fails as unavailable', async () => {
    const { service, advance } = setup();
    const first = await service.getCurrencyConfiguration();
    standIn.setFault('500');
    advance(freshness.ratesMaxAgeSeconds * 1000);
    expect(await service.getCurrencyConfiguration()).toEqual({ ...first, stale: true });
    advance(1);
    const expired = service.getCurrencyConfiguration();
    await expect(expired).rejects.toBeInstanceOf(ProviderError);
    await expect(expired).rejects.toMatchObject({ kind: 'expired' });
    // Once the provider answers again, so does the service.
    standIn.setFault(null);
    advance(freshness.ratesRetryAfterFailureSeconds * 1000);
    expect(await service.getCurrencyConfiguration()).toMatchObject({ stale: false });
  });

  it('takes its shelf life from the options', async () => {
    const { service, advance } = setup({ maxAgeMs: 2 * windowMs });
    await service.getCurrencyConfiguration();
    standIn.setFault('500');
    advance(2 * windowMs + 1);
    await expect(service.getCurrencyConfiguration()).rejects.toMatchObject({ kind: 'expired' });
  });

  it('holds back a rate a thousand times off, logs it once per reading, and keeps the last good one', async () => {
    const { service, advance, warnings } = setup();
    await service.getCurrencyConfiguration();
    standIn.setRate('USD', 'NGN', 1_500_000);
    advance(windowMs);
    const held = await service.getCurrencyConfiguration();
    expect(held.stale).toBe(false);
    expect(usdNgn(held)).toBe(1500);
    expect(warnings).toEqual([
      '[rates] USD->NGN: held back 1500000 (1000.00x the last good 1500), reading 1 of the jump',
    ]);
    // Other pairs still move.
    expect(held.pairs.find((pair) => pair.from === 'USD' && pair.to === 'XOF')?.exchangeRate).toBe(600);
    advance(windowMs);
    expect(usdNgn(await service.getCurrencyConfiguration())).toBe(1500);
    expect(warnings).toHaveLength(2);
    // An ordinary move still gets through at once.
    standIn.setRate('USD', 'NGN', 1560);
    advance(windowMs);
    expect(usdNgn(await service.getCurrencyConfiguration())).toBe(1560);
    expect(warnings).toHaveLength(2);
  });

  it('accepts a devaluation once readings over the confirmation time agree', async () => {
    const { service, advance, warnings } = setup();
    await service.getCurrencyConfiguration();
    // About 40% in a day, as the naira did: held back, then shown once confirmed.
    standIn.setRate('USD', 'NGN', 2100);
    const readings = plausibilityRule.confirmAfterMs / windowMs + 1;
    const seen: (number | undefined)[] = [];
    for (let reading = 0; reading < readings; reading += 1) {
      advance(windowMs);
      seen.push(usdNgn(await service.getCurrencyConfiguration()));
    }
    expect(seen.slice(0, -1)).toEqual(Array(readings - 1).fill(1500));
    expect(seen.at(-1)).toBe(2100);
    expect(warnings.at(-1)).toBe('[rates] USD->NGN: accepted a confirmed jump to 2100');
    // The jump is now the last good rate: no more holding back.
    advance(windowMs);
    expect(usdNgn(await service.getCurrencyConfiguration())).toBe(2100);
  });

  it('counts the readings of every process sharing the cache', async () => {
    const clock = installTestClock(Date.parse('2026-03-01T12:00:00Z'));
    installNextCache('shared-plausibility');
    const replica = () =>
      createRatesService({
        provider: { baseUrl: standIn.url, key: KEY_SENTINEL, tenant: TENANT_SENTINEL },
        now: clock.now,
        warn: () => {},
      });
    const [a, b] = [replica(), replica()];
    await a.getCurrencyConfiguration();
    standIn.setRate('USD', 'NGN', 2100);
    // The first reading of the jump is a's, the rest b's: b confirms it on a's clock, as one process would.
    const readings = plausibilityRule.confirmAfterMs / windowMs + 1;
    const seen: (number | undefined)[] = [];
    for (let reading = 0; reading < readings; reading += 1) {
      clock.advance(windowMs);
      seen.push(usdNgn(await (reading === 0 ? a : b).getCurrencyConfiguration()));
    }
    expect(seen).toEqual([...Array(readings - 1).fill(1500), 2100]);
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
