import { isDeepStrictEqual } from 'node:util';

import { competitorRatesResponseSchema, ratesResponseSchema } from '@/lib/schemas/rates';
import {
  InvalidAnswerError,
  parseCompetitorRatesResponse,
  parseRatesResponse,
} from '@/lib/schemas/rates-guard';
import { eurUsdPair, usdNgnPair } from '@/__tests__/support/rate-pairs';

// The browser parses our answers with the hand-written guard, the server with the zod schemas: both must accept the
// same answers and give the same values. Valid answers, then every node of them replaced, removed or added to.

const ratesAnswers = [
  {
    pairs: [
      usdNgnPair,
      eurUsdPair,
      // A rate of 0 or below is allowed: it means no rate. The fees at their bounds.
      {
        from: 'GBP',
        to: 'XAF',
        exchangeRate: -1,
        divisionOperator: false,
        conversionFeePercentage: 100,
        conversionFeeFlat: 2.5,
      },
    ],
    fetchedAt: '2026-11-24T20:00:00.000Z',
    stale: false,
    source: 'provider',
  },
  { pairs: [], fetchedAt: '2026-11-24T21:00:00+01:00', stale: true, source: 'sample' },
];

const competitorAnswers = [
  {
    from: 'USD',
    to: 'NGN',
    competitors: [
      { provider: 'cleva', from: 'USD', to: 'NGN', rate: 1470 },
      { provider: 'grey', from: 'USD', to: 'NGN', rate: 1490.25 },
      { provider: 'cadremit', from: 'USD', to: 'NGN', rate: Number.MIN_VALUE },
    ],
    fetchedAt: '2026-11-24T20:00:00Z',
    stale: false,
    source: 'provider',
  },
  {
    from: 'EUR',
    to: 'XOF',
    competitors: [],
    fetchedAt: '2024-02-29T23:59:59.5-05:30',
    stale: true,
    source: 'sample',
  },
];

const dates = [
  '2026-11-24T20:00:00.000Z',
  '2026-11-24T20:00:00.123456789+14:00',
  '2000-02-29T00:00:00Z',
  '0000-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2100-02-29T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-12-31T23:59:59Z',
  '2026-13-01T00:00:00Z',
  '2026-00-10T00:00:00Z',
  '2026-11-00T00:00:00Z',
  '2026-11-24T24:00:00Z',
  '2026-11-24T20:00Z',
  '2026-11-24T20:00:00',
  '2026-11-24 20:00:00Z',
  '2026-11-24t20:00:00z',
  '2026-11-24T20:00:00.Z',
  '2026-11-24T20:00:00+0100',
  '2026-11-24T20:00:00+24:00',
  '2026-11-24T20:00:00Z\n',
  ' 2026-11-24T20:00:00Z',
  '+02026-11-24T20:00:00Z',
  '2026-11-24',
  '٢٠٢٦-11-24T20:00:00Z',
];

// Each character of a few valid times replaced in turn, then the ends of every month in leap and common years.
const fuzzedDates = [
  ...['2024-02-29T23:59:59.5-05:30', '1999-09-30T09:09:09+09:59'].flatMap((base) =>
    [...base].flatMap((_, index) =>
      [...'0123456789-:.TZ+x '].map((char) => base.slice(0, index) + char + base.slice(index + 1)),
    ),
  ),
  ...['1900', '2000', '2023', '2024'].flatMap((year) =>
    Array.from({ length: 14 }, (_, month) => String(month).padStart(2, '0')).flatMap((month) =>
      ['00', '01', '28', '29', '30', '31', '32'].map((day) => `${year}-${month}-${day}T12:00:00Z`),
    ),
  ),
];

const values: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  0.5,
  99.99,
  100,
  100.000001,
  101,
  1e308,
  -1e-300,
  Number.MIN_VALUE,
  NaN,
  Infinity,
  -Infinity,
  10n,
  '1500',
  '',
  'USD',
  'usd',
  'NGN',
  'XOF',
  'XYZ',
  'grey',
  'Grey',
  'wise',
  'provider',
  'sample',
  'Provider',
  [],
  [usdNgnPair],
  {},
  { value: 1 },
  new Date('2026-11-24T20:00:00Z'),
  ...dates,
];

type Case = { label: string; input: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node at `label` replaced by each of `values` and, inside it, every node below mutated the same way. */
function* mutations(node: unknown, label: string): Generator<Case> {
  for (const value of values) yield { label: `${label} = ${String(value)}`, input: value };
  if (Array.isArray(node)) {
    const holed = [...node];
    holed.length += 1;
    yield { label: `${label} with a hole`, input: holed };
    yield { label: `${label} with null added`, input: [...node, null] };
    for (const [index, item] of node.entries()) {
      for (const { label: inner, input } of mutations(item, `${label}[${index}]`)) {
        yield { label: inner, input: node.map((other, at) => (at === index ? input : other)) };
      }
    }
  } else if (isRecord(node)) {
    yield { label: `${label} with an extra key`, input: { ...node, extra: 'kept?' } };
    yield {
      label: `${label} with __proto__`,
      input: JSON.parse(JSON.stringify({ ...node, ['__proto__']: 1 })),
    };
    yield { label: `${label} inheriting its keys`, input: Object.create(node) };
    for (const key of Object.keys(node)) {
      const missing = { ...node };
      delete missing[key];
      yield { label: `${label}.${key} missing`, input: missing };
      for (const { label: inner, input } of mutations(node[key], `${label}.${key}`)) {
        yield { label: inner, input: { ...node, [key]: input } };
      }
    }
  }
}

function* corpus(answers: Record<string, unknown>[]): Generator<Case> {
  for (const [index, answer] of answers.entries()) {
    const label = `answer ${index}`;
    yield { label, input: answer };
    yield* mutations(answer, label);
    for (const date of fuzzedDates)
      yield { label: `${label}.fetchedAt = ${date}`, input: { ...answer, fetchedAt: date } };
    // As getJson receives it: parsed from the JSON text.
    yield { label: `${label} from JSON`, input: JSON.parse(JSON.stringify(answer)) };
  }
}

type Outcome = { accepted: number; rejected: number; mismatches: string[] };

function compare(
  cases: Iterable<Case>,
  schema: { safeParse(input: unknown): { success: boolean; data?: unknown } },
  guard: (input: unknown) => unknown,
): Outcome {
  const outcome: Outcome = { accepted: 0, rejected: 0, mismatches: [] };
  for (const { label, input } of cases) {
    const expected = schema.safeParse(input);
    let actual: { success: true; data: unknown } | { success: false; error: unknown };
    try {
      actual = { success: true, data: guard(input) };
    } catch (error) {
      actual = { success: false, error };
    }
    if (expected.success !== actual.success) {
      outcome.mismatches.push(
        `${label}: zod ${expected.success ? 'accepts' : 'refuses'}, the guard does not`,
      );
    } else if (!actual.success) {
      outcome.rejected += 1;
      if (!(actual.error instanceof InvalidAnswerError)) {
        outcome.mismatches.push(`${label}: the guard threw ${String(actual.error)}`);
      }
    } else {
      outcome.accepted += 1;
      // Strict: the same keys (extra ones stripped), -0 kept apart from 0, plain objects and arrays alike.
      if (!isDeepStrictEqual(actual.data, expected.data)) {
        outcome.mismatches.push(`${label}: the guard gives ${JSON.stringify(actual.data)}`);
      }
    }
  }
  return outcome;
}

describe('the browser guard for our rates answers', () => {
  it('accepts and refuses the /api/rates answers zod does, with the same values', () => {
    const outcome = compare(corpus(ratesAnswers), ratesResponseSchema, parseRatesResponse);
    expect(outcome.mismatches).toEqual([]);
    // Enough of both for the comparison to mean something.
    expect(outcome.accepted).toBeGreaterThan(100);
    expect(outcome.rejected).toBeGreaterThan(2_000);
  });

  it('accepts and refuses the /api/rates/competitors answers zod does, with the same values', () => {
    const outcome = compare(
      corpus(competitorAnswers),
      competitorRatesResponseSchema,
      parseCompetitorRatesResponse,
    );
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.accepted).toBeGreaterThan(100);
    expect(outcome.rejected).toBeGreaterThan(2_000);
  });

  it('strips unknown keys and says where an answer went wrong', () => {
    const [answer] = ratesAnswers;
    expect(parseRatesResponse({ ...answer, extra: 1 })).toStrictEqual(answer);
    const wrongPair = { ...answer, pairs: [usdNgnPair, { ...usdNgnPair, to: 'XYZ' }] };
    expect(() => parseRatesResponse(wrongPair)).toThrow(
      new InvalidAnswerError('pairs[1].to', 'a known currency code'),
    );
    expect(() => parseRatesResponse(wrongPair)).toThrow(
      'Invalid answer: pairs[1].to is not a known currency code',
    );
  });
});
