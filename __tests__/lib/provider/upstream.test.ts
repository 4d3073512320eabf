/** @jest-environment node */
import { reshapeCompetitors, reshapeConfiguration, upstreamListSchema } from '@/lib/provider/upstream';
import { usdNgnPair } from '@/__tests__/support/rate-pairs';

const entry = (overrides: Record<string, unknown> = {}) => ({
  from: 'USD',
  to: 'NGN',
  exchange_rate: 1500,
  division_operator: false,
  conversion_fee_percentage: 1,
  conversion_fee_flat: 0,
  ...overrides,
});

describe('upstreamListSchema', () => {
  it('reads the list at data.data, or at data', () => {
    expect(upstreamListSchema.parse({ data: { data: [1] } })).toEqual([1]);
    expect(upstreamListSchema.parse({ data: [2] })).toEqual([2]);
  });

  it.each([[null], [{}], [{ data: { items: [] } }], [{ data: 'x' }], [[]]])('refuses %p', (body) => {
    expect(upstreamListSchema.safeParse(body).success).toBe(false);
  });
});

describe('reshapeConfiguration', () => {
  it('renames the provider fields into ours', () => {
    expect(reshapeConfiguration([entry()])).toEqual({
      items: [usdNgnPair],
      rejected: 0,
    });
  });

  it('tolerates numeric strings, null or missing fees, string flags and lower-case codes', () => {
    const { items, rejected } = reshapeConfiguration([
      entry({ from: 'usd', to: ' ghs ', exchange_rate: '15.5', conversion_fee_percentage: null }),
      entry({
        to: 'XOF',
        division_operator: 'true',
        conversion_fee_flat: undefined,
        conversion_fee_percentage: '0.5',
      }),
      entry({ to: 'XAF', division_operator: 0 }),
      { from: 'USD', to: 'EUR', exchange_rate: 0.92, division_operator: false },
    ]);
    expect(rejected).toBe(0);
    expect(items).toEqual([
      expect.objectContaining({ from: 'USD', to: 'GHS', exchangeRate: 15.5, conversionFeePercentage: 0 }),
      expect.objectContaining({
        to: 'XOF',
        divisionOperator: true,
        conversionFeeFlat: 0,
        conversionFeePercentage: 0.5,
      }),
      expect.objectContaining({ to: 'XAF', divisionOperator: false }),
      expect.objectContaining({ to: 'EUR', conversionFeeFlat: 0, conversionFeePercentage: 0 }),
    ]);
  });

  it.each([
    ['a missing direction flag', { division_operator: undefined }],
    ['a null direction flag', { division_operator: null }],
    ['a word for a rate', { exchange_rate: 'lots' }],
    ['an empty rate', { exchange_rate: '' }],
    ['an infinite rate', { exchange_rate: Number.POSITIVE_INFINITY }],
    ['a negative fee', { conversion_fee_flat: -1 }],
    ['a fee above 100%', { conversion_fee_percentage: 150 }],
    ['a missing code', { from: undefined }],
  ])('rejects an entry with %s', (_label, overrides) => {
    expect(reshapeConfiguration([entry(overrides)])).toEqual({ items: [], rejected: 1 });
  });

  it('keeps a zero or negative rate: the converter shows the "no rate" state for it', () => {
    expect(reshapeConfiguration([entry({ exchange_rate: 0 })]).items[0]?.exchangeRate).toBe(0);
  });

  it('skips pairs outside the catalogue, same-currency pairs and repeats without counting them as rejected', () => {
    const { items, rejected } = reshapeConfiguration([
      entry({ to: 'KES' }),
      entry({ to: 'USD' }),
      entry(),
      entry({ exchange_rate: 1 }),
    ]);
    expect(rejected).toBe(0);
    expect(items).toHaveLength(1);
    expect(items[0]?.exchangeRate).toBe(1500);
  });
});

describe('reshapeCompetitors', () => {
  it('keeps listed providers for the pair with a positive rate, lower-cased, best first', () => {
    const { items, rejected } = reshapeCompetitors(
      [
        { provider: 'Cleva', from: 'USD', to: 'NGN', rate: '1470' },
        { provider: 'GREY', from: 'usd', to: 'ngn', rate: 1490 },
        { provider: 'Wise', from: 'USD', to: 'NGN', rate: 1495 },
        { provider: 'cadremit', from: 'USD', to: 'GHS', rate: 15 },
        { provider: 'cadremit', from: 'USD', to: 'NGN', rate: 0 },
        { provider: 'cadremit', from: 'USD', to: 'NGN', rate: 'n/a' },
        { provider: '', from: 'USD', to: 'NGN', rate: 1 },
      ],
      'USD',
      'NGN',
    );
    expect(items).toEqual([
      { provider: 'grey', from: 'USD', to: 'NGN', rate: 1490 },
      { provider: 'cleva', from: 'USD', to: 'NGN', rate: 1470 },
    ]);
    expect(rejected).toBe(2);
  });
});
