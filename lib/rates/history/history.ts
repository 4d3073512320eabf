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
import { sampleHistory, sampleHistoryStartDay } from './sample-history';

/** What this deployment records and shows: the sample history never mixes with a provider's. */
export function historySource(): 'provider' | 'sample' {
  return env.RATES_API_BASE_URL ? 'provider' : 'sample';
}

/** One sample per pair per bucket: an hour, unless a test sets RATES_HISTORY_BUCKET_SECONDS. */
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

/**
 * A pair's history for a page. Without a database (`next build`, an outage) it is undefined and the page says so;
 * ISR renders it again with the database within a minute. The demo's made-up days fill what was not recorded.
 */
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
  // The record begins inside the period: the chart says so instead of implying the rest was flat.
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
  // Made-up days reach back past any period but all time; the recorded ones may reach further still.
  const firstDay = [pair && sampleHistoryStartDay(now), recorded?.firstDay].filter(Boolean).sort()[0];
  return {
    source,
    days,
    lastReadAt: recorded?.lastReadAt ?? (lastMade ? `${lastMade.day}T23:00:00.000Z` : undefined),
    startsInPeriod: startsInPeriod(firstDay || undefined),
  };
}
