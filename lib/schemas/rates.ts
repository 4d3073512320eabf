// First: zod must know it may not compile parsers before any schema below exists.
import '@/lib/schemas/browser-jitless';
import * as z from 'zod/mini';

import { currencyCodes } from '@/lib/currencies/catalogue';
import { listedCompetitors } from '@/lib/currencies/competitors';

// The one schema of the rates payload: the server shapes and caches answers with it, and both sides take its types.
// The browser does not parse our own routes' answers with it (components/currency-converter/use-rates.ts says why).
// zod/mini, from when the browser downloaded these; classic zod on the server composes them as they are.
// Upstream (snake_case) shapes are not here: they stay in lib/provider, as do the route handlers' query schemas.

export const currencyCodeSchema = z.enum(currencyCodes, { error: 'Unknown currency code' });

export const ratePairSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` per unit of `from`, or of `from` per unit of `to` when `divisionOperator`; ≤ 0 means no rate. */
  exchangeRate: z.number(),
  divisionOperator: z.boolean(),
  /** Percent of the send amount, 0–100. */
  conversionFeePercentage: z.number().check(z.minimum(0), z.maximum(100)),
  /** In the send currency; when above 0 it replaces the percentage fee. */
  conversionFeeFlat: z.number().check(z.minimum(0)),
});
export type RatePair = z.infer<typeof ratePairSchema>;

const competitorIdSchema = z.enum(listedCompetitors);

export const competitorRateSchema = z.object({
  provider: competitorIdSchema,
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` a competitor gives per unit of `from`. */
  rate: z.number().check(z.positive()),
});
export type CompetitorRate = z.infer<typeof competitorRateSchema>;

const dataSourceSchema = z.enum(['provider', 'sample']);

const freshnessShape = {
  /** When the data was last fetched from the provider (ISO 8601). */
  fetchedAt: z.iso.datetime({ offset: true }),
  /** True when a refresh failed and this is the last good data, older than its cache window. */
  stale: z.boolean(),
  source: dataSourceSchema,
};

export const ratesResponseSchema = z.object({ pairs: z.array(ratePairSchema), ...freshnessShape });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

export const competitorRatesResponseSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  competitors: z.array(competitorRateSchema),
  ...freshnessShape,
});
export type CompetitorRatesResponse = z.infer<typeof competitorRatesResponseSchema>;

export const errorResponseSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.unknown())),
});
