// First: zod must know it may not compile parsers before any schema below exists.
import '@/lib/schemas/browser-jitless';
import { z } from 'zod';

import { currencyCodes } from '@/lib/currencies/catalogue';
import { listedCompetitors } from '@/lib/currencies/competitors';

// Shared by the route handlers (to shape answers and read queries) and the browser (to parse our answers).
// Upstream (snake_case) shapes are not here: they stay in lib/provider.

export const currencyCodeSchema = z.enum(currencyCodes, { error: 'Unknown currency code' });

export const ratePairSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` per unit of `from`, or of `from` per unit of `to` when `divisionOperator`; ≤ 0 means no rate. */
  exchangeRate: z.number().finite(),
  divisionOperator: z.boolean(),
  /** Percent of the send amount, 0–100. */
  conversionFeePercentage: z.number().min(0).max(100),
  /** In the send currency; when above 0 it replaces the percentage fee. */
  conversionFeeFlat: z.number().min(0).finite(),
});
export type RatePair = z.infer<typeof ratePairSchema>;

export const competitorIdSchema = z.enum(listedCompetitors);
export type CompetitorId = z.infer<typeof competitorIdSchema>;

export const competitorRateSchema = z.object({
  provider: competitorIdSchema,
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  /** Units of `to` a competitor gives per unit of `from`. */
  rate: z.number().positive().finite(),
});
export type CompetitorRate = z.infer<typeof competitorRateSchema>;

export const dataSourceSchema = z.enum(['provider', 'sample']);
export type DataSource = z.infer<typeof dataSourceSchema>;

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

export const errorResponseSchema = z.object({ error: z.string(), issues: z.array(z.unknown()).optional() });

/** One query parameter, given exactly once. */
const singleParam = z.string({
  error: (issue) => (issue.input === undefined ? 'Missing parameter' : 'Give this parameter once'),
});

export const ratesQuerySchema = z.strictObject({}, { error: 'Unknown parameter' });
export type RatesQuery = z.infer<typeof ratesQuerySchema>;

export const competitorsQuerySchema = z
  .strictObject(
    {
      from: singleParam.pipe(currencyCodeSchema),
      to: singleParam.pipe(currencyCodeSchema),
    },
    { error: 'Unknown parameter' },
  )
  .refine((query) => query.from !== query.to, { error: 'from and to must differ', path: ['to'] });
export type CompetitorsQuery = z.infer<typeof competitorsQuerySchema>;

/** URLSearchParams as a plain object; a repeated name becomes an array, so a schema can refuse it. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    object[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return object;
}

export function parseRatesQuery(params: URLSearchParams) {
  return ratesQuerySchema.safeParse(searchParamsToObject(params));
}

export function parseCompetitorsQuery(params: URLSearchParams) {
  return competitorsQuerySchema.safeParse(searchParamsToObject(params));
}
