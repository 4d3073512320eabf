import { cataloguePairs } from '@/lib/converter/pair-slug';
import type { Db } from '@/lib/db/open-database.mjs';
import { getEffectiveRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { judgeReading, type PendingJump } from '@/lib/rates/plausibility';
import type { RatesResponse } from '@/lib/schemas/rates';

type HistorySource = RatesResponse['source'];

export type RecordOptions = {
  db: Db;
  /** What this deployment records: `provider` when one is configured, else `sample` (the demo). */
  source: HistorySource;
  /** The currency configuration, through the provider door (lib/provider/rates.ts). */
  readRates: () => Promise<RatesResponse>;
  now: number;
  bucketSeconds: number;
  retentionDays: number;
  claimSeconds: number;
  warn?: (message: string) => void;
};

export type RecordOutcome =
  /** This call read the rates and stored `stored` samples (`gaps` of them without a rate). */
  | { outcome: 'recorded'; bucket: string; stored: number; gaps: number; held: number; pruned: number }
  /** Another call has recorded this bucket, or is recording it now: nothing read, nothing stored. */
  | { outcome: 'already-recorded'; bucket: string; stored: 0 }
  /** The door had no fresh reading (failure, last good data, or sample data while a provider is set). */
  | {
      outcome: 'unavailable';
      bucket: string;
      stored: 0;
      reason: 'provider-failed' | 'stale' | 'wrong-source';
    };

/** The start of the bucket holding `now`, in UTC. */
function bucketStart(now: number, bucketSeconds: number): Date {
  const size = bucketSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

const codeKey = (from: string, to: string) => `${from}-${to}`;

/**
 * Records one sample per catalogue pair for the bucket holding `now`. The first statement claims the bucket in
 * PostgreSQL, so concurrent calls (a retry, two replicas, Vercel delivering a run twice) make one provider call
 * between them; the unique key on the samples makes a replay after a crash store nothing twice.
 */
export async function recordRates(options: RecordOptions): Promise<RecordOutcome> {
  const { db, source } = options;
  const bucket = bucketStart(options.now, options.bucketSeconds);
  const bucketIso = bucket.toISOString();

  // A claim left by a process that died mid-way is taken over once it is older than claimSeconds.
  const claim = await db.query(
    `insert into rate_recordings (source, bucket, claimed_at) values ($1, $2, now())
     on conflict (source, bucket) do update set claimed_at = now()
       where rate_recordings.completed_at is null
         and rate_recordings.claimed_at < now() - make_interval(secs => $3)
     returning bucket`,
    [source, bucket, options.claimSeconds],
  );
  if (claim.rowCount === 0) return { outcome: 'already-recorded', bucket: bucketIso, stored: 0 };

  const release = () =>
    db.query('delete from rate_recordings where source = $1 and bucket = $2 and completed_at is null', [
      source,
      bucket,
    ]);

  let rates: RatesResponse;
  try {
    rates = await options.readRates();
  } catch (error) {
    await release();
    // The door already logged the failure; a ProviderError or anything else, nothing is stored.
    options.warn?.(
      `[rates] history: no reading for ${bucketIso}: ${error instanceof Error ? error.name : 'failure'}`,
    );
    return { outcome: 'unavailable', bucket: bucketIso, stored: 0, reason: 'provider-failed' };
  }
  // The door's last good data and the sample rates are not new readings: storing them would invent a history.
  const reason = rates.stale ? 'stale' : rates.source !== source ? 'wrong-source' : undefined;
  if (reason) {
    await release();
    return { outcome: 'unavailable', bucket: bucketIso, stored: 0, reason };
  }

  const readAt = new Date(rates.fetchedAt);
  const [lastGood, pending] = await Promise.all([lastRates(db, source), pendingJumps(db, source)]);

  const rows: { from: string; to: string; rate: string | null }[] = [];
  const stillPending: { from: string; to: string; jump: PendingJump }[] = [];
  let held = 0;
  for (const { from, to } of cataloguePairs) {
    const reading = getEffectiveRate(findPair(rates.pairs, from, to));
    // No rate, or zero or less, is a gap: the chart breaks there instead of dropping to zero.
    if (!(reading > 0) || !Number.isFinite(reading)) {
      rows.push({ from, to, rate: null });
      continue;
    }
    const verdict = judgeReading(
      lastGood.get(codeKey(from, to)),
      reading,
      readAt.getTime(),
      pending.get(codeKey(from, to)),
    );
    if (verdict.outcome === 'held') {
      held += 1;
      stillPending.push({ from, to, jump: verdict.pending });
      options.warn?.(
        `[rates] history ${from}->${to}: held back ${reading} (${verdict.factor.toFixed(2)}x the last recorded), ` +
          `reading ${verdict.pending.readings} of the jump`,
      );
      continue;
    }
    // String(number) is the shortest text that reads back as the same double: numeric keeps it exactly.
    rows.push({ from, to, rate: String(reading) });
  }

  const inserted = await db.query(
    `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
     select $1, r.from_code, r.to_code, $2, $3, r.rate::numeric
     from jsonb_to_recordset($4::jsonb) as r(from_code text, to_code text, rate text)
     on conflict (source, from_code, to_code, bucket) do nothing`,
    [
      source,
      bucket,
      readAt,
      JSON.stringify(rows.map(({ from, to, rate }) => ({ from_code: from, to_code: to, rate }))),
    ],
  );
  await db.query('delete from rate_pending_jumps where source = $1', [source]);
  if (stillPending.length > 0) {
    await db.query(
      `insert into rate_pending_jumps (source, from_code, to_code, rate, since, readings)
       select $1, j.from_code, j.to_code, j.rate::numeric, to_timestamp(j.since / 1000.0), j.readings
       from jsonb_to_recordset($2::jsonb) as j(from_code text, to_code text, rate text, since double precision, readings int)`,
      [
        source,
        JSON.stringify(
          stillPending.map(({ from, to, jump }) => ({
            from_code: from,
            to_code: to,
            rate: String(jump.rate),
            since: jump.since,
            readings: jump.readings,
          })),
        ),
      ],
    );
  }
  await rollUpDay(db, source, bucket);
  const pruned = await pruneSamples(db, options.now, options.retentionDays);
  await db.query(
    'update rate_recordings set completed_at = now(), stored = $3 where source = $1 and bucket = $2',
    [source, bucket, inserted.rowCount],
  );
  return {
    outcome: 'recorded',
    bucket: bucketIso,
    stored: inserted.rowCount,
    gaps: rows.filter((row) => row.rate === null).length,
    held,
    pruned,
  };
}

/** The latest recorded rate of each pair: what a new reading is judged against. */
async function lastRates(db: Db, source: HistorySource): Promise<Map<string, number>> {
  const { rows } = await db.query<{ from_code: string; to_code: string; rate: string }>(
    `select distinct on (from_code, to_code) from_code, to_code, rate::text as rate
     from rate_samples where source = $1 and rate is not null
     order by from_code, to_code, bucket desc`,
    [source],
  );
  return new Map(rows.map((row) => [codeKey(row.from_code, row.to_code), Number(row.rate)]));
}

async function pendingJumps(db: Db, source: HistorySource): Promise<Map<string, PendingJump>> {
  const { rows } = await db.query<{
    from_code: string;
    to_code: string;
    rate: string;
    since: Date;
    readings: number;
  }>(
    'select from_code, to_code, rate::text as rate, since, readings from rate_pending_jumps where source = $1',
    [source],
  );
  return new Map(
    rows.map((row) => [
      codeKey(row.from_code, row.to_code),
      { rate: Number(row.rate), since: new Date(row.since).getTime(), readings: row.readings },
    ]),
  );
}

/**
 * Recomputes the bucket's UTC day from its raw samples: run after every recording, so the day row is complete before
 * its samples are pruned, and a replay computes the same row again.
 */
async function rollUpDay(db: Db, source: HistorySource, bucket: Date): Promise<void> {
  await db.query(
    `insert into rate_daily (source, from_code, to_code, day, open, high, low, close, samples, last_read_at)
     select source, from_code, to_code, (bucket at time zone 'UTC')::date,
            (array_agg(rate order by bucket))[1], max(rate), min(rate), (array_agg(rate order by bucket desc))[1],
            count(*), max(read_at)
     from rate_samples
     where source = $1 and rate is not null
       and (bucket at time zone 'UTC')::date = ($2::timestamptz at time zone 'UTC')::date
     group by source, from_code, to_code, (bucket at time zone 'UTC')::date
     on conflict (source, from_code, to_code, day) do update set
       open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
       samples = excluded.samples, last_read_at = excluded.last_read_at`,
    [source, bucket],
  );
}

/** Raw samples older than the retention go; their days stay in rate_daily. Returns how many rows went. */
async function pruneSamples(db: Db, now: number, retentionDays: number): Promise<number> {
  const cutoff = new Date(now - retentionDays * 24 * 60 * 60 * 1000);
  const [samples] = await Promise.all([
    db.query('delete from rate_samples where bucket < $1', [cutoff]),
    db.query('delete from rate_recordings where bucket < $1', [cutoff]),
  ]);
  return samples.rowCount;
}
