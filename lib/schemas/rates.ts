// First: zod must know it may not compile parsers before any schema below exists.
import '@/lib/schemas/browser-jitless';
import * as z from 'zod/mini';

import { currencyCodes } from '@/lib/currencies/catalogue';
import { listedCompetitors } from '@/lib/currencies/competitors';

export const currencyCodeSchema = z.enum(currencyCodes, { error: 'Unknown currency code' });

export const ratePairSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` per unit of `from`, or of `from` per unit of `to` when `divisionOperator`; ≤ 0 means no rate. */
  exchangeRate: z.number(),
  divisionOperator: z.boolean(),
  conversionFeePercentage: z.number().check(z.minimum(0), z.maximum(100)),
  conversionFeeFlat: z.number().check(z.minimum(0)),
});
export type RatePair = z.infer<typeof ratePairSchema>;

const competitorIdSchema = z.enum(listedCompetitors);

export const competitorRateSchema = z.object({
  provider: competitorIdSchema,
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  rate: z.number().check(z.positive()),
});
export type CompetitorRate = z.infer<typeof competitorRateSchema>;

const dataSourceSchema = z.enum(['provider', 'sample']);

const freshnessShape = {
  fetchedAt: z.iso.datetime({ offset: true }),
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
