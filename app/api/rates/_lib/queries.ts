import 'server-only';

import { z } from 'zod';

import { currencyCodeSchema } from '@/lib/schemas/rates';

const singleParam = z.string({
  error: (issue) => (issue.input === undefined ? 'Missing parameter' : 'Give this parameter once'),
});

const ratesQuerySchema = z.strictObject({}, { error: 'Unknown parameter' });

const competitorsQuerySchema = z
  .strictObject(
    {
      from: singleParam.pipe(currencyCodeSchema),
      to: singleParam.pipe(currencyCodeSchema),
    },
    { error: 'Unknown parameter' },
  )
  .refine((query) => query.from !== query.to, { error: 'from and to must differ', path: ['to'] });

/** URLSearchParams as a plain object; a repeated name becomes an array, so a schema can refuse it. */
function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
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
