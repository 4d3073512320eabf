export const historyPeriods = ['30d', '1y', 'all'] as const;
export type HistoryPeriod = (typeof historyPeriods)[number];

export const historyPagePeriods = ['1y', 'all'] as const satisfies readonly HistoryPeriod[];
export type HistoryPagePeriod = (typeof historyPagePeriods)[number];

export function isHistoryPagePeriod(value: string): value is HistoryPagePeriod {
  return (historyPagePeriods as readonly string[]).includes(value);
}

const periodDays: Record<HistoryPeriod, number | undefined> = { '30d': 30, '1y': 365, all: undefined };

const dayMs = 24 * 60 * 60 * 1000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function periodStartDay(period: HistoryPeriod, now: number): string | undefined {
  const days = periodDays[period];
  return days === undefined ? undefined : utcDay(now - (days - 1) * dayMs);
}

/** The pair pages' folder under app/, for revalidatePath: Next tags a page with its file path, route group included. */
export const pairPagesRoute = '/[locale]/(site)/convert/[pair]';

export function historyPath(pairPath: string, period: HistoryPeriod): string {
  return period === '30d' ? pairPath : `${pairPath}/${period}`;
}
