import { utcDay } from './history-period';

export type HistoryDay = { day: string; close: number; high: number; low: number };

export type RateHistory = {
  source: 'provider' | 'sample';
  days: HistoryDay[];
  lastReadAt: string | undefined;
  startsInPeriod?: string;
};

export type HistorySummary = {
  high: number;
  low: number;
  average: number;
  first: HistoryDay;
  last: HistoryDay;
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
