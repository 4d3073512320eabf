import { driftSampleRate } from '@/lib/provider/sample-drift';

import { utcDay } from './history-period';
import type { HistoryDay } from './rate-history';

export const sampleHistoryDays = 400;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export function sampleHistoryStartDay(now: number): string {
  return utcDay(Date.parse(`${utcDay(now)}T00:00:00Z`) - sampleHistoryDays * dayMs);
}

export function sampleHistory(
  pair: { from: string; to: string; exchangeRate: number; divisionOperator: boolean },
  now: number,
  sinceDay?: string,
): HistoryDay[] {
  if (!(pair.exchangeRate > 0)) return [];
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const first = Math.max(
    today - sampleHistoryDays * dayMs,
    sinceDay ? Date.parse(`${sinceDay}T00:00:00Z`) : 0,
  );
  const days: HistoryDay[] = [];
  for (let start = first; start < today; start += dayMs) {
    const rates = Array.from({ length: 24 }, (_, hour) => {
      const rate = driftSampleRate(pair.from, pair.to, pair.exchangeRate, start + hour * hourMs);
      return pair.divisionOperator ? 1 / rate : rate;
    });
    days.push({ day: utcDay(start), close: rates[23]!, high: Math.max(...rates), low: Math.min(...rates) });
  }
  return days;
}
