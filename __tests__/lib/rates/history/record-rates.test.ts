/** @jest-environment node */
import type { Db } from '@/lib/db/open-database.mjs';
import { cataloguePairs } from '@/lib/converter/pair-slug';
import { readHistory } from '@/lib/rates/history/read-history';
import { recordRates, type RecordOptions } from '@/lib/rates/history/record-rates';
import type { RatePair, RatesResponse } from '@/lib/schemas/rates';

import { testBackends, type TestDatabase } from '../../db/test-databases';

jest.setTimeout(120_000);

const hour = 60 * 60 * 1000;
const t0 = Date.parse('2026-11-20T10:00:00Z');

function pair(
  from: RatePair['from'],
  to: RatePair['to'],
  exchangeRate: number,
  divisionOperator = false,
): RatePair {
  return { from, to, exchangeRate, divisionOperator, conversionFeePercentage: 0, conversionFeeFlat: 0 };
}

/** Every catalogue pair at a plausible rate, USD→NGN at `usdNgn`, GBP→XAF with no rate, EUR→USD a division pair. */
function configuration(usdNgn: number, at: number, extra: Partial<RatesResponse> = {}): RatesResponse {
  const pairs = cataloguePairs.map(({ from, to }) => {
    if (from === 'USD' && to === 'NGN') return pair(from, to, usdNgn);
    if (from === 'GBP' && to === 'XAF') return pair(from, to, 0);
    if (from === 'EUR' && to === 'USD') return pair(from, to, 0.92, true);
    return pair(from, to, 2.5);
  });
  return { pairs, fetchedAt: new Date(at).toISOString(), stale: false, source: 'provider', ...extra };
}

describe.each(testBackends())('recordRates on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let reads: number;

  // One database for the file (PGlite takes seconds to start), emptied before each test.
  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await db.query('truncate rate_samples, rate_daily, rate_recordings, rate_pending_jumps');
    reads = 0;
  });

  function options(now: number, answer: () => Promise<RatesResponse>, extra: Partial<RecordOptions> = {}) {
    return {
      db,
      source: 'provider' as const,
      readRates: async () => {
        reads += 1;
        return answer();
      },
      now,
      bucketSeconds: 3600,
      retentionDays: 90,
      claimSeconds: 60,
      ...extra,
    };
  }

  async function samples(from = 'USD', to = 'NGN') {
    const { rows } = await db.query<{ bucket: Date; rate: string | null }>(
      'select bucket, rate::text as rate from rate_samples where from_code = $1 and to_code = $2 order by bucket',
      [from, to],
    );
    return rows.map((row) => ({ bucket: new Date(row.bucket).toISOString(), rate: row.rate }));
  }

  it('stores one exact effective rate per catalogue pair, a gap where there is no rate, and the day', async () => {
    const outcome = await recordRates(options(t0 + 5 * 60_000, async () => configuration(1530.25, t0)));
    expect(outcome).toMatchObject({ outcome: 'recorded', stored: cataloguePairs.length, gaps: 1, held: 0 });
    expect(await samples()).toEqual([{ bucket: '2026-11-20T10:00:00.000Z', rate: '1530.25' }]);
    expect(await samples('GBP', 'XAF')).toEqual([{ bucket: '2026-11-20T10:00:00.000Z', rate: null }]);
    // Division pair: units of USD for one EUR, as the converter applies it.
    expect((await samples('EUR', 'USD'))[0]?.rate).toBe(String(1 / 0.92));
    const history = await readHistory(db, {
      source: 'provider',
      from: 'USD',
      to: 'NGN',
      sinceDay: undefined,
    });
    expect(history).toEqual({
      days: [{ day: '2026-11-20', close: 1530.25, high: 1530.25, low: 1530.25 }],
      lastReadAt: new Date(t0).toISOString(),
      firstDay: '2026-11-20',
    });
    expect(
      (await readHistory(db, { source: 'provider', from: 'GBP', to: 'XAF', sinceDay: undefined })).days,
    ).toEqual([]);
  });

  it('stores a bucket once and reads the provider once, however many calls arrive at once from two pools', async () => {
    const other = await database.open(); // a second replica's pool
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = async () => {
      await gate; // every call is in flight before the first reading returns
      return configuration(1500, t0);
    };
    const calls = Array.from({ length: 8 }, (_, index) =>
      recordRates(options(t0 + index * 1000, answer, { db: index % 2 ? other : db })),
    );
    setTimeout(release, 300);
    const outcomes = await Promise.all(calls);
    expect(reads).toBe(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'already-recorded')).toHaveLength(7);
    const { rows } = await db.query<{ count: string }>('select count(*)::text as count from rate_samples');
    expect(rows[0]?.count).toBe(String(cataloguePairs.length));

    // A retry later in the same hour stores nothing and asks nobody; the next hour records again.
    expect(await recordRates(options(t0 + 50 * 60_000, async () => configuration(1501, t0)))).toMatchObject({
      outcome: 'already-recorded',
      stored: 0,
    });
    expect(reads).toBe(1);
    await recordRates(options(t0 + hour, async () => configuration(1510, t0 + hour)));
    expect((await samples()).map((sample) => sample.rate)).toEqual(['1500', '1510']);
    const [day] = (await readHistory(db, { source: 'provider', from: 'USD', to: 'NGN', sinceDay: undefined }))
      .days;
    expect(day).toEqual({ day: '2026-11-20', close: 1510, high: 1510, low: 1500 });
  });

  it('replays a bucket whose recording died half-way without storing anything twice', async () => {
    await recordRates(options(t0, async () => configuration(1500, t0)));
    // As if the process had died before marking the bucket done, two minutes ago.
    await db.query(
      "update rate_recordings set completed_at = null, claimed_at = now() - interval '2 minutes'",
    );
    const replay = await recordRates(options(t0 + 60_000, async () => configuration(1500, t0)));
    expect(replay).toMatchObject({ outcome: 'recorded', stored: 0 });
    expect(await samples()).toHaveLength(1);
  });

  it('stores nothing from stale data, sample data or a failed reading, and leaves the bucket to the next call', async () => {
    const stale = await recordRates(options(t0, async () => configuration(1500, t0 - hour, { stale: true })));
    expect(stale).toMatchObject({ outcome: 'unavailable', reason: 'stale', stored: 0 });
    const sample = await recordRates(options(t0, async () => configuration(1500, t0, { source: 'sample' })));
    expect(sample).toMatchObject({ outcome: 'unavailable', reason: 'wrong-source', stored: 0 });
    const failed = await recordRates(
      options(t0, async () => {
        throw new Error('provider down');
      }),
    );
    expect(failed).toMatchObject({ outcome: 'unavailable', reason: 'provider-failed', stored: 0 });
    expect(await samples()).toEqual([]);
    expect(await recordRates(options(t0, async () => configuration(1500, t0)))).toMatchObject({
      outcome: 'recorded',
    });
  });

  it('holds an implausible jump back until three readings over ten minutes confirm it', async () => {
    const warnings: string[] = [];
    const at = (minutes: number) => t0 + minutes * 60_000;
    const record = (minutes: number, rate: number) =>
      recordRates(
        options(at(minutes), async () => configuration(rate, at(minutes)), {
          bucketSeconds: 300,
          warn: (line) => warnings.push(line),
        }),
      );
    await record(0, 1500);
    expect(await record(5, 15000)).toMatchObject({ outcome: 'recorded', held: 1 });
    expect(await record(10, 15100)).toMatchObject({ held: 1 });
    expect(await record(15, 15050)).toMatchObject({ held: 0 }); // third reading, 10 minutes after the first
    expect((await samples()).map((sample) => sample.rate)).toEqual(['1500', '15050']);
    expect(warnings.join('\n')).toMatch(/USD->NGN: held back 15000 \(10\.00x the last recorded\), reading 1/);
  });

  it('keeps raw samples for the retention, and every day for good', async () => {
    const old = t0 - 100 * 24 * hour;
    await recordRates(options(old, async () => configuration(1400, old)));
    await recordRates(options(t0, async () => configuration(1500, t0)));
    expect((await samples()).map((sample) => sample.rate)).toEqual(['1500']);
    const { days } = await readHistory(db, {
      source: 'provider',
      from: 'USD',
      to: 'NGN',
      sinceDay: undefined,
    });
    expect(days.map((day) => [day.day, day.close])).toEqual([
      ['2026-08-12', 1400],
      ['2026-11-20', 1500],
    ]);
    const since = await readHistory(db, {
      source: 'provider',
      from: 'USD',
      to: 'NGN',
      sinceDay: '2026-11-01',
    });
    expect(since.days).toHaveLength(1);
    // The record still starts in August: a 30-day chart must not say it starts on the 20th.
    expect(since.firstDay).toBe('2026-08-12');
  });
});
