import { z } from 'zod';
import { config } from 'zod/v4/core';

import {
  competitorRatesResponseSchema,
  errorResponseSchema,
  ratePairSchema,
  ratesResponseSchema,
} from '@/lib/schemas/rates';
import { usdNgnPair } from '@/__tests__/support/rate-pairs';

const pair = usdNgnPair;
const freshness = { fetchedAt: '2026-11-24T20:00:00.000Z', stale: false, source: 'provider' };

describe('the shared rates schemas (zod/mini)', () => {
  it('parse our own answers as the route handlers send them', () => {
    expect(ratesResponseSchema.parse({ pairs: [pair], ...freshness })).toEqual({
      pairs: [pair],
      ...freshness,
    });
    const competitors = {
      from: 'USD',
      to: 'NGN',
      competitors: [{ provider: 'grey', from: 'USD', to: 'NGN', rate: 1490 }],
      ...freshness,
    };
    expect(competitorRatesResponseSchema.parse(competitors)).toEqual(competitors);
    expect(errorResponseSchema.parse({ error: 'rates-unavailable' })).toEqual({ error: 'rates-unavailable' });
  });

  it.each([
    ['an unknown currency', { ...pair, to: 'XYZ' }],
    ['a fee above 100 %', { ...pair, conversionFeePercentage: 101 }],
    ['a negative flat fee', { ...pair, conversionFeeFlat: -1 }],
    ['an infinite rate', { ...pair, exchangeRate: Infinity }],
    ['a rate given as text', { ...pair, exchangeRate: '1500' }],
  ])('refuse a pair with %s', (_, value) => {
    expect(ratePairSchema.safeParse(value).success).toBe(false);
  });

  it('refuse a time without its offset, a competitor not listed and a rate of 0', () => {
    expect(
      ratesResponseSchema.safeParse({ pairs: [], ...freshness, fetchedAt: '2026-11-24 20:00' }).success,
    ).toBe(false);
    const competitors = (provider: string, rate: number) => ({
      from: 'USD',
      to: 'NGN',
      competitors: [{ provider, from: 'USD', to: 'NGN', rate }],
      ...freshness,
    });
    expect(competitorRatesResponseSchema.safeParse(competitors('wise', 1495)).success).toBe(false);
    expect(competitorRatesResponseSchema.safeParse(competitors('grey', 0)).success).toBe(false);
  });

  it('compose into classic zod schemas on the server', () => {
    const cached = z.object({ value: z.array(ratePairSchema), fetchedAt: z.number() });
    expect(cached.parse({ value: [pair], fetchedAt: 1 })).toEqual({ value: [pair], fetchedAt: 1 });
    const refused = cached.safeParse({ value: [{ ...pair, from: 'XYZ' }], fetchedAt: 1 });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['value', 0, 'from'],
      message: 'Unknown currency code',
    });
  });

  it('leave zod unable to compile parsers in the browser, where the CSP forbids it', () => {
    expect(config().jitless).toBe(true);
  });
});
