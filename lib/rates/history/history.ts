import 'server-only';

import { freshness } from '@/lib/cache/freshness.mjs';
import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';
import { findPair } from '@/lib/money/find-pair';
import { getCurrencyConfiguration } from '@/lib/provider/rates';
import { samplePairs } from '@/lib/provider/sample-data';

import { periodStartDay, type HistoryPeriod } from './history-period';
import type { RateHistory } from './rate-history';
import { readHistory } from './read-history';
import { recordRates, type RecordOutcome } from './record-rates';
import { lastCompletedRecording } from './recording-store';
import { sampleHistory, sampleHistoryStartDay } from './sample-history';

export function historySource(): 'provider' | 'sample' {
  return env.RATES_API_BASE_URL ? 'provider' : 'sample';
}

export function historyBucketSeconds(): number {
  return env.RATES_HISTORY_BUCKET_SECONDS ?? freshness.rateHistoryBucketSeconds;
}

export async function recordRatesNow(): Promise<RecordOutcome> {
  return recordRates({
    db: await getDb(),
    source: historySource(),
    readRates: getCurrencyConfiguration,
    now: Date.now(),
    bucketSeconds: historyBucketSeconds(),
    retentionDays: freshness.rateSamplesRetentionDays,
    claimSeconds: freshness.rateRecordingClaimSeconds,
    warn: (message) => console.warn(message),
  });
}

/** Undefined without a database (`next build`, an outage); ISR renders it again within a minute. */
export async function loadRateHistory(
  from: string,
  to: string,
  period: HistoryPeriod,
): Promise<RateHistory | undefined> {
  const source = historySource();
  const now = Date.now();
  const sinceDay = periodStartDay(period, now);
  let recorded: Awaited<ReturnType<typeof readHistory>> | undefined;
  try {
    recorded = await readHistory(await getDb(), { source, from, to, sinceDay });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'DATABASE_AT_BUILD')
      console.warn(`[rates] history: could not read ${from}->${to}: ${String(code ?? 'error')}`);
    if (source === 'provider') return undefined;
  }
  const startsInPeriod = (firstDay: string | undefined) =>
    firstDay && sinceDay && firstDay > sinceDay ? firstDay : undefined;
  if (source === 'provider') {
    return (
      recorded && {
        source,
        days: recorded.days,
        lastReadAt: recorded.lastReadAt,
        startsInPeriod: startsInPeriod(recorded.firstDay),
      }
    );
  }

  const pair = findPair(samplePairs, from, to);
  const recordedDays = new Set(recorded?.days.map((day) => day.day));
  const made = (pair ? sampleHistory(pair, now, sinceDay) : []).filter((day) => !recordedDays.has(day.day));
  const days = [...made, ...(recorded?.days ?? [])].sort((a, b) => a.day.localeCompare(b.day));
  const lastMade = made.at(-1);
  const firstDay = [pair && sampleHistoryStartDay(now), recorded?.firstDay].filter(Boolean).sort()[0];
  return {
    source,
    days,
    lastReadAt: recorded?.lastReadAt ?? (lastMade ? `${lastMade.day}T23:00:00.000Z` : undefined),
    startsInPeriod: startsInPeriod(firstDay || undefined),
  };
}

/** The newest completed recording, for the console. */
export async function lastRecording() {
  return lastCompletedRecording(await getDb());
}
