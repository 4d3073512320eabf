import type { Queryable } from '@/lib/db/open-database.mjs';
import type { PendingJump } from '@/lib/provider/plausibility';
import type { RatesResponse } from '@/lib/schemas/rates';

export type HistorySource = RatesResponse['source'];

export const pairKey = (from: string, to: string) => `${from}-${to}`;

/** A claim left by a process that died mid-way is taken over once older than `claimSeconds`. */
export async function claimBucket(
  db: Queryable,
  source: HistorySource,
  bucket: Date,
  claimSeconds: number,
): Promise<boolean> {
  const claim = await db.query(
    `insert into rate_recordings (source, bucket, claimed_at) values ($1, $2, now())
     on conflict (source, bucket) do update set claimed_at = now()
       where rate_recordings.completed_at is null
         and rate_recordings.claimed_at < now() - make_interval(secs => $3)
     returning bucket`,
    [source, bucket, claimSeconds],
  );
  return claim.rowCount > 0;
}

export async function releaseBucket(db: Queryable, source: HistorySource, bucket: Date): Promise<void> {
  await db.query('delete from rate_recordings where source = $1 and bucket = $2 and completed_at is null', [
    source,
    bucket,
  ]);
}

export async function completeBucket(
  db: Queryable,
  source: HistorySource,
  bucket: Date,
  stored: number,
): Promise<void> {
  await db.query(
    'update rate_recordings set completed_at = now(), stored = $3 where source = $1 and bucket = $2',
    [source, bucket, stored],
  );
}

export async function lastRates(db: Queryable, source: HistorySource): Promise<Map<string, number>> {
  const { rows } = await db.query<{ from_code: string; to_code: string; rate: string }>(
    `select distinct on (from_code, to_code) from_code, to_code, rate::text as rate
     from rate_samples where source = $1 and rate is not null
     order by from_code, to_code, bucket desc`,
    [source],
  );
  return new Map(rows.map((row) => [pairKey(row.from_code, row.to_code), Number(row.rate)]));
}

export async function pendingJumps(db: Queryable, source: HistorySource): Promise<Map<string, PendingJump>> {
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
      pairKey(row.from_code, row.to_code),
      { rate: Number(row.rate), since: new Date(row.since).getTime(), readings: row.readings },
    ]),
  );
}

export type SampleRow = { from: string; to: string; rate: string | null };

export async function insertSamples(
  db: Queryable,
  source: HistorySource,
  bucket: Date,
  readAt: Date,
  rows: SampleRow[],
): Promise<number> {
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
  return inserted.rowCount;
}

export type HeldJump = { from: string; to: string; jump: PendingJump };

export async function replacePendingJumps(
  db: Queryable,
  source: HistorySource,
  held: HeldJump[],
): Promise<void> {
  await db.query('delete from rate_pending_jumps where source = $1', [source]);
  if (held.length === 0) return;
  await db.query(
    `insert into rate_pending_jumps (source, from_code, to_code, rate, since, readings)
     select $1, j.from_code, j.to_code, j.rate::numeric, to_timestamp(j.since / 1000.0), j.readings
     from jsonb_to_recordset($2::jsonb) as j(from_code text, to_code text, rate text, since double precision, readings int)`,
    [
      source,
      JSON.stringify(
        held.map(({ from, to, jump }) => ({
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

export async function rollUpDay(db: Queryable, source: HistorySource, bucket: Date): Promise<void> {
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

export async function pruneSamples(db: Queryable, now: number, retentionDays: number): Promise<number> {
  const cutoff = new Date(now - retentionDays * 24 * 60 * 60 * 1000);
  const [samples] = await Promise.all([
    db.query('delete from rate_samples where bucket < $1', [cutoff]),
    db.query('delete from rate_recordings where bucket < $1', [cutoff]),
  ]);
  return samples.rowCount;
}

/** The newest recording that completed, for the console's "last recording". */
export async function lastCompletedRecording(
  db: Queryable,
): Promise<{ source: HistorySource; completedAt: Date; stored: number } | undefined> {
  const { rows } = await db.query<{
    source: HistorySource;
    completed_at: Date | string;
    stored: number | null;
  }>(
    `select source, completed_at, stored from rate_recordings where completed_at is not null
     order by completed_at desc limit 1`,
  );
  const row = rows[0];
  return row && { source: row.source, completedAt: new Date(row.completed_at), stored: row.stored ?? 0 };
}
