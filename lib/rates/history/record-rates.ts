import { cataloguePairs } from '@/lib/converter/pair-slug';
import type { Db } from '@/lib/db/open-database.mjs';
import { getEffectiveRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { judgeReading, type PendingJump } from '@/lib/provider/plausibility';
import type { RatesResponse } from '@/lib/schemas/rates';

import {
  claimBucket,
  completeBucket,
  insertSamples,
  lastRates,
  pairKey,
  pendingJumps,
  pruneSamples,
  releaseBucket,
  replacePendingJumps,
  rollUpDay,
  type HeldJump,
  type HistorySource,
  type SampleRow,
} from './recording-store';

export type RecordOptions = {
  db: Db;
  source: HistorySource;
  readRates: () => Promise<RatesResponse>;
  now: number;
  bucketSeconds: number;
  retentionDays: number;
  claimSeconds: number;
  warn?: (message: string) => void;
};

export type RecordOutcome =
  | { outcome: 'recorded'; bucket: string; stored: number; gaps: number; held: number; pruned: number }
  | { outcome: 'already-recorded'; bucket: string; stored: 0 }
  | {
      outcome: 'unavailable';
      bucket: string;
      stored: 0;
      reason: 'provider-failed' | 'stale' | 'wrong-source';
    };

function bucketStart(now: number, bucketSeconds: number): Date {
  const size = bucketSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

function judgeReadings(
  rates: RatesResponse,
  readAt: number,
  lastGood: Map<string, number>,
  pending: Map<string, PendingJump>,
  warn: RecordOptions['warn'],
): { rows: SampleRow[]; held: HeldJump[] } {
  const rows: SampleRow[] = [];
  const held: HeldJump[] = [];
  for (const { from, to } of cataloguePairs) {
    const reading = getEffectiveRate(findPair(rates.pairs, from, to));
    if (!(reading > 0) || !Number.isFinite(reading)) {
      rows.push({ from, to, rate: null });
      continue;
    }
    const verdict = judgeReading(
      lastGood.get(pairKey(from, to)),
      reading,
      readAt,
      pending.get(pairKey(from, to)),
    );
    if (verdict.outcome === 'held') {
      held.push({ from, to, jump: verdict.pending });
      warn?.(
        `[rates] history ${from}->${to}: held back ${reading} (${verdict.factor.toFixed(2)}x the last recorded), ` +
          `reading ${verdict.pending.readings} of the jump`,
      );
      continue;
    }
    // String(number) is the shortest text that reads back as the same double: numeric keeps it exactly.
    rows.push({ from, to, rate: String(reading) });
  }
  return { rows, held };
}

/** The bucket's claim makes concurrent calls (a retry, two replicas, a run sent twice) share one provider call. */
export async function recordRates(options: RecordOptions): Promise<RecordOutcome> {
  const { db, source } = options;
  const bucket = bucketStart(options.now, options.bucketSeconds);
  const bucketIso = bucket.toISOString();
  if (!(await claimBucket(db, source, bucket, options.claimSeconds)))
    return { outcome: 'already-recorded', bucket: bucketIso, stored: 0 };

  let rates: RatesResponse;
  try {
    rates = await options.readRates();
  } catch (error) {
    await releaseBucket(db, source, bucket);
    options.warn?.(
      `[rates] history: no reading for ${bucketIso}: ${error instanceof Error ? error.name : 'failure'}`,
    );
    return { outcome: 'unavailable', bucket: bucketIso, stored: 0, reason: 'provider-failed' };
  }
  // The door's last good data and the sample rates are not new readings: storing them would invent a history.
  const reason = rates.stale ? 'stale' : rates.source !== source ? 'wrong-source' : undefined;
  if (reason) {
    await releaseBucket(db, source, bucket);
    return { outcome: 'unavailable', bucket: bucketIso, stored: 0, reason };
  }

  const readAt = new Date(rates.fetchedAt);
  const [lastGood, pending] = await Promise.all([lastRates(db, source), pendingJumps(db, source)]);
  const { rows, held } = judgeReadings(rates, readAt.getTime(), lastGood, pending, options.warn);
  const stored = await insertSamples(db, source, bucket, readAt, rows);
  await replacePendingJumps(db, source, held);
  await rollUpDay(db, source, bucket);
  const pruned = await pruneSamples(db, options.now, options.retentionDays);
  await completeBucket(db, source, bucket, stored);
  return {
    outcome: 'recorded',
    bucket: bucketIso,
    stored,
    gaps: rows.filter((row) => row.rate === null).length,
    held: held.length,
    pruned,
  };
}
