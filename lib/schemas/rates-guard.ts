import { currencyCodes } from '@/lib/currencies/catalogue';
import { listedCompetitors } from '@/lib/currencies/competitors';
import type {
  CompetitorId,
  CompetitorRate,
  CompetitorRatesResponse,
  DataSource,
  RatePair,
  RatesResponse,
} from '@/lib/schemas/rates';

// The browser's parser for our own answers, in place of the schemas in ./rates.ts: zod's core cost a stale page
// 24 KiB of gzipped JavaScript (docs/performance.md, "A stale page refreshes after load"). It accepts and returns
// exactly what those schemas do, unknown keys stripped; __tests__/lib/schemas/rates-guard.test.ts compares the two.

/** Thrown when an answer does not have the shape of ./rates.ts: the converter keeps its last good data. */
export class InvalidAnswerError extends Error {
  constructor(path: string, expected: string) {
    super(`Invalid answer: ${path || 'the body'} is not ${expected}`);
    this.name = 'InvalidAnswerError';
  }
}

type Read<T> = (value: unknown, path: string) => T;
/** Every key of T, each with its reader: a field added to a schema in ./rates.ts fails to compile here. */
type Shape<T> = { [K in keyof T]-?: Read<T[K]> };

function check<T>(valid: boolean, value: T, path: string, expected: string): T {
  if (!valid) throw new InvalidAnswerError(path, expected);
  return value;
}

// zod's z.number() refuses NaN and the infinities.
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const number: Read<number> = (value, path) => check(finite(value), value as number, path, 'a finite number');

const within =
  (min: number, max: number, expected: string): Read<number> =>
  (value, path) =>
    check(finite(value) && value >= min && value <= max, value as number, path, expected);

const boolean: Read<boolean> = (value, path) =>
  check(typeof value === 'boolean', value as boolean, path, 'true or false');

const oneOf =
  <T extends string>(values: readonly T[], expected: string): Read<T> =>
  (value, path) =>
    check((values as readonly unknown[]).includes(value), value as T, path, expected);

const currencyCode = oneOf(currencyCodes, 'a known currency code');

const dataSources = ['provider', 'sample'] as const satisfies readonly DataSource[];

// ISO 8601 with seconds and an offset, as z.iso.datetime({ offset: true }); the calendar is checked below.
const dateTimePattern =
  /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isDateTime(value: unknown): value is string {
  const match = typeof value === 'string' ? dateTimePattern.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

const dateTime: Read<string> = (value, path) =>
  check(isDateTime(value), value as string, path, 'an ISO 8601 date-time with an offset');

function object<T>(shape: Shape<T>): Read<T> {
  return (value, path) => {
    check(typeof value === 'object' && value !== null && !Array.isArray(value), value, path, 'an object');
    const input = value as Record<string, unknown>;
    const output = {} as T;
    // Only the shape's keys are read and copied: unknown keys are dropped, as zod's z.object drops them.
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      output[key] = shape[key](input[key], path ? `${path}.${key}` : key);
    }
    return output;
  };
}

function array<T>(item: Read<T>): Read<T[]> {
  return (value, path) => {
    const input = check(Array.isArray(value), value as unknown[], path, 'an array');
    // An index loop, not map: map skips holes, which zod reads as undefined (and refuses).
    const output: T[] = [];
    for (let index = 0; index < input.length; index += 1)
      output.push(item(input[index], `${path}[${index}]`));
    return output;
  };
}

const ratePair = object<RatePair>({
  from: currencyCode,
  to: currencyCode,
  exchangeRate: number,
  divisionOperator: boolean,
  conversionFeePercentage: within(0, 100, 'a percentage from 0 to 100'),
  conversionFeeFlat: within(0, Infinity, 'a finite number of 0 or more'),
});

const competitorRate = object<CompetitorRate>({
  provider: oneOf<CompetitorId>(listedCompetitors, 'a listed competitor'),
  from: currencyCode,
  to: currencyCode,
  rate: (value, path) => check(finite(value) && value > 0, value as number, path, 'a finite number above 0'),
});

const freshness = {
  fetchedAt: dateTime,
  stale: boolean,
  source: oneOf(dataSources, "'provider' or 'sample'"),
};

const ratesResponse = object<RatesResponse>({ pairs: array(ratePair), ...freshness });

const competitorRatesResponse = object<CompetitorRatesResponse>({
  from: currencyCode,
  to: currencyCode,
  competitors: array(competitorRate),
  ...freshness,
});

/** What /api/rates answers, as `ratesResponseSchema.parse` gives it; throws InvalidAnswerError otherwise. */
export const parseRatesResponse = (body: unknown): RatesResponse => ratesResponse(body, '');

/** What /api/rates/competitors answers, as `competitorRatesResponseSchema.parse` gives it. */
export const parseCompetitorRatesResponse = (body: unknown): CompetitorRatesResponse =>
  competitorRatesResponse(body, '');
