import { utcDay } from './history-period';

/** One UTC day of a pair's history: the rate at the day's last sample, and the day's extremes. */
export type HistoryDay = { day: string; close: number; high: number; low: number };

export type RateHistory = {
  source: 'provider' | 'sample';
  days: HistoryDay[];
  /** ISO time of the last sample read (undefined when there is none). */
  lastReadAt: string | undefined;
  /** The first recorded day, when the record starts inside the period: the chart then says how far back it goes. */
  startsInPeriod?: string;
};

export type HistorySummary = {
  high: number;
  low: number;
  average: number;
  first: HistoryDay;
  last: HistoryDay;
  /** last close − first close, and that as a fraction of the first. */
  change: number;
  changeRatio: number;
};

export function summarize(days: readonly HistoryDay[]): HistorySummary | undefined {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return undefined;
  const change = last.close - first.close;
  return {
    high: Math.max(...days.map((day) => day.high)),
    low: Math.min(...days.map((day) => day.low)),
    average: days.reduce((sum, day) => sum + day.close, 0) / days.length,
    first,
    last,
    change,
    changeRatio: change / first.close,
  };
}

/**
 * Every UTC day from the first to the last recorded one, with undefined where nothing was recorded: the chart breaks
 * its line there rather than joining across a gap.
 */
export function withGaps(days: readonly HistoryDay[]): (HistoryDay | undefined)[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(days.map((day) => [day.day, day]));
  const out: (HistoryDay | undefined)[] = [];
  for (
    let at = Date.parse(`${first.day}T00:00:00Z`);
    at <= Date.parse(`${last.day}T00:00:00Z`);
    at += 86_400_000
  )
    out.push(byDay.get(utcDay(at)));
  return out;
}
