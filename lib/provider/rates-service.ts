import 'server-only';

import { createHash } from 'node:crypto';

import { z } from 'zod';

import { freshness } from '@/lib/cache/freshness.mjs';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import { getEffectiveRate } from '@/lib/money/convert';
import { judgeReading, type PendingJump } from './plausibility';
import { driftSampleRate } from './sample-drift';
import { isPastShelfLife } from './shelf-life';
import {
  competitorRateSchema,
  ratePairSchema,
  type CompetitorRate,
  type CompetitorRatesResponse,
  type RatePair,
  type RatesResponse,
} from '@/lib/schemas/rates';

import { createRefreshingCache, type Cached, type RefreshingCache } from './cache';
import { ProviderError } from './errors';
import { fetchProvider, type ProviderConfig } from './fetch-provider';
import { sampleCompetitorQuotes, samplePairs } from './sample-data';
import { reshapeCompetitors, reshapeConfiguration, upstreamListSchema } from './upstream';

const configurationPath = '/v1/util/currency-configuration';
const competitorRatesPath = '/v2/utils/competitors-rates';

export type RatesServiceOptions = {
  provider: ProviderConfig | undefined;
  now?: () => number;
  configurationTtlMs?: number;
  maxAgeMs?: number;
  competitorsTtlMs?: number;
  retryAfterFailureMs?: number;
  timeoutMs?: number;
  retryDelayMs?: () => number;
  warn?: (message: string) => void;
};

export type RatesService = {
  getCurrencyConfiguration(): Promise<RatesResponse>;
  getCompetitorRates(from: CurrencyCode, to: CurrencyCode): Promise<CompetitorRatesResponse>;
};

export function createRatesService(options: RatesServiceOptions): RatesService {
  const { now = () => Date.now(), warn = (message: string) => console.warn(message) } = options;
  if (!options.provider) return createSampleService(now);
  const provider: ProviderConfig = options.provider;

  const fetchOptions = { timeoutMs: options.timeoutMs, retryDelayMs: options.retryDelayMs };
  // Entries are shared by every process of a build; another provider (or tenant) must not read this one's.
  const providerId = createHash('sha256')
    .update(`${provider.baseUrl}\n${provider.tenant}`)
    .digest('hex')
    .slice(0, 16);
  const cacheOptions = {
    now,
    retryAfterFailureMs: options.retryAfterFailureMs ?? freshness.ratesRetryAfterFailureSeconds * 1000,
    onError: (error: unknown) => warn(`[rates] ${describe(error)}; serving the last good data if any`),
  };

  const maxAgeMs = options.maxAgeMs ?? freshness.ratesMaxAgeSeconds * 1000;

  const configuration = createRefreshingCache<Configuration>(
    async (previous) => {
      const entries = await fetchProvider(provider, configurationPath, upstreamListSchema, fetchOptions);
      const { items, rejected } = reshapeConfiguration(entries);
      if (rejected > 0 && items.length === 0) throw new ProviderError(configurationPath, 'schema');
      if (rejected > 0) warn(`[rates] ${configurationPath}: skipped ${rejected} malformed entries`);
      return holdBackJumps(items, previous, now(), warn);
    },
    {
      ...cacheOptions,
      key: ['rates', 'configuration', providerId],
      schema: configurationSchema,
      ttlMs: options.configurationTtlMs ?? freshness.ratesSeconds * 1000,
    },
  );

  const competitorCaches = new Map<string, RefreshingCache<CompetitorRate[]>>();
  function competitorsFor(from: CurrencyCode, to: CurrencyCode): RefreshingCache<CompetitorRate[]> {
    const key = `${from}-${to}`;
    let cache = competitorCaches.get(key);
    if (!cache) {
      cache = createRefreshingCache(
        async () => {
          const entries = await fetchProvider(provider, competitorRatesPath, upstreamListSchema, {
            ...fetchOptions,
            query: { from, to },
          });
          const { items, rejected } = reshapeCompetitors(entries, from, to);
          if (rejected > 0 && rejected === entries.length) {
            throw new ProviderError(competitorRatesPath, 'schema');
          }
          return items;
        },
        {
          ...cacheOptions,
          key: ['rates', 'competitors', providerId, from, to],
          schema: z.array(competitorRateSchema),
          ttlMs: options.competitorsTtlMs ?? freshness.competitorsSeconds * 1000,
        },
      );
      competitorCaches.set(key, cache);
    }
    return cache;
  }

  return {
    async getCurrencyConfiguration() {
      const { value, ...freshness } = await configuration.get();
      // Quoting week-old rates during a long outage would mislead more than saying they are unavailable.
      if (isPastShelfLife(freshness.fetchedAt, now(), maxAgeMs))
        throw new ProviderError(configurationPath, 'expired');
      return { pairs: value.pairs, ...toFreshness(freshness, 'provider') };
    },
    async getCompetitorRates(from, to) {
      const { value, ...freshness } = await competitorsFor(from, to).get();
      return { from, to, competitors: value, ...toFreshness(freshness, 'provider') };
    },
  };
}

const pendingJumpSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number(),
  since: z.number(),
  readings: z.number(),
});

const configurationSchema = z.object({
  pairs: z.array(ratePairSchema),
  pending: z.array(pendingJumpSchema),
});
type Configuration = z.infer<typeof configurationSchema>;
type StoredJump = z.infer<typeof pendingJumpSchema>;

function holdBackJumps(
  pairs: RatePair[],
  previous: Configuration | undefined,
  at: number,
  warn: (message: string) => void,
): Configuration {
  const key = (from: string, to: string) => `${from}-${to}`;
  const lastGood = new Map(previous?.pairs.map((pair) => [key(pair.from, pair.to), pair]));
  const waiting = new Map(previous?.pending.map((jump) => [key(jump.from, jump.to), jump]));
  const shown: RatePair[] = [];
  const pending: StoredJump[] = [];
  for (const pair of pairs) {
    const good = lastGood.get(key(pair.from, pair.to));
    const jump: PendingJump | undefined = waiting.get(key(pair.from, pair.to));
    const verdict = judgeReading(good && getEffectiveRate(good), getEffectiveRate(pair), at, jump);
    if (verdict.outcome !== 'held' || !good) {
      shown.push(pair);
      if (verdict.outcome === 'confirmed')
        warn(`[rates] ${pair.from}->${pair.to}: accepted a confirmed jump to ${getEffectiveRate(pair)}`);
      continue;
    }
    shown.push(good);
    pending.push({ from: pair.from, to: pair.to, ...verdict.pending });
    warn(
      `[rates] ${pair.from}->${pair.to}: held back ${getEffectiveRate(pair)} (${verdict.factor.toFixed(2)}x the ` +
        `last good ${getEffectiveRate(good)}), reading ${verdict.pending.readings} of the jump`,
    );
  }
  return { pairs: shown, pending };
}

function createSampleService(now: () => number): RatesService {
  return {
    async getCurrencyConfiguration() {
      const at = now();
      const pairs: RatePair[] = samplePairs.map((pair) => ({
        ...pair,
        exchangeRate: driftSampleRate(pair.from, pair.to, pair.exchangeRate, at),
      }));
      return { pairs, ...toFreshness({ fetchedAt: at, stale: false }, 'sample') };
    },
    async getCompetitorRates(from, to) {
      const at = now();
      // Competitors drift with our sample rate (the same factor), so the compare panel keeps its shape.
      const quotes = sampleCompetitorQuotes.map((quote) => {
        const pair = samplePairs.find(
          (candidate) => candidate.from === quote.from && candidate.to === quote.to,
        );
        const factor = pair?.divisionOperator ? -1 : 1;
        const moved = driftSampleRate(quote.from, quote.to, 1, at);
        return { ...quote, rate: Number((quote.rate * moved ** factor).toPrecision(6)) };
      });
      const { items } = reshapeCompetitors(quotes, from, to);
      return { from, to, competitors: items, ...toFreshness({ fetchedAt: at, stale: false }, 'sample') };
    },
  };
}

function toFreshness({ fetchedAt, stale }: Omit<Cached<unknown>, 'value'>, source: 'provider' | 'sample') {
  return { fetchedAt: new Date(fetchedAt).toISOString(), stale, source };
}

function describe(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  return error instanceof Error ? `unexpected ${error.name}` : 'unexpected failure';
}
