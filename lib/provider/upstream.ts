import 'server-only';

import { z } from 'zod';

import { isCurrencyCode } from '@/lib/currencies/catalogue';
import { toListedCompetitor } from '@/lib/currencies/competitors';
import type { CompetitorRate, RatePair } from '@/lib/schemas/rates';

export const numberLike = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[+-]?(\d+\.?\d*|\.\d+)$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());

const feeLike = z
  .union([numberLike, z.null()])
  .optional()
  .transform((value) => value ?? 0)
  .pipe(z.number().min(0));

/** The direction flag decides between × and ÷, so it must be there: guessing would be off by rate². */
const flagLike = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
  z.literal([0, 1]).transform((value) => value === 1),
]);

const code = z.string().trim().toUpperCase();

const upstreamPairSchema = z.object({
  from: code,
  to: code,
  exchange_rate: numberLike,
  division_operator: flagLike,
  conversion_fee_percentage: feeLike.pipe(z.number().max(100)),
  conversion_fee_flat: feeLike,
});

const upstreamCompetitorSchema = z.object({
  provider: z.string().trim().min(1),
  from: code,
  to: code,
  rate: numberLike,
});

const listSchema = z.array(z.unknown());

/** A bare { data: [...] } too: the spec's "data.data" may count the HTTP client's own wrapper. */
export const upstreamListSchema = z.union([
  z.object({ data: z.object({ data: listSchema }) }).transform((body) => body.data.data),
  z.object({ data: listSchema }).transform((body) => body.data),
]);

export type Reshaped<T> = { items: T[]; rejected: number };

export function reshapeConfiguration(entries: readonly unknown[]): Reshaped<RatePair> {
  const items: RatePair[] = [];
  let rejected = 0;
  for (const entry of entries) {
    const parsed = upstreamPairSchema.safeParse(entry);
    if (!parsed.success) {
      rejected += 1;
      continue;
    }
    const { from, to } = parsed.data;
    if (!isCurrencyCode(from) || !isCurrencyCode(to) || from === to) continue;
    if (items.some((pair) => pair.from === from && pair.to === to)) continue;
    items.push({
      from,
      to,
      exchangeRate: parsed.data.exchange_rate,
      divisionOperator: parsed.data.division_operator,
      conversionFeePercentage: parsed.data.conversion_fee_percentage,
      conversionFeeFlat: parsed.data.conversion_fee_flat,
    });
  }
  return { items, rejected };
}

export function reshapeCompetitors(
  entries: readonly unknown[],
  from: string,
  to: string,
): Reshaped<CompetitorRate> {
  const items: CompetitorRate[] = [];
  let rejected = 0;
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return { items, rejected };
  for (const entry of entries) {
    const parsed = upstreamCompetitorSchema.safeParse(entry);
    if (!parsed.success) {
      rejected += 1;
      continue;
    }
    const provider = toListedCompetitor(parsed.data.provider);
    const { rate } = parsed.data;
    if (!provider || parsed.data.from !== from || parsed.data.to !== to || !(rate > 0)) continue;
    items.push({ provider, from, to, rate });
  }
  return { items: items.sort((a, b) => b.rate - a.rate), rejected };
}
