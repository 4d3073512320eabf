import type { GroupedCount } from './grouped-counts';

export type PivotRow = { key: string; counts: Record<string, number>; total: number };

/** One row per key, one count per state (0 where none), in `keys` order when given, else by total, busiest first. */
export function pivot(
  rows: readonly GroupedCount[],
  states: readonly string[],
  keys?: readonly string[],
): PivotRow[] {
  const byKey = new Map<string, PivotRow>();
  const rowOf = (key: string) => {
    let row = byKey.get(key);
    if (!row) {
      row = { key, counts: Object.fromEntries(states.map((state) => [state, 0])), total: 0 };
      byKey.set(key, row);
    }
    return row;
  };
  for (const key of keys ?? []) rowOf(key);
  for (const { key, state, count } of rows) {
    if (keys && !keys.includes(key)) continue;
    const row = rowOf(key);
    row.counts[state] = (row.counts[state] ?? 0) + count;
    row.total += count;
  }
  const pivoted = [...byKey.values()];
  return keys ? pivoted : pivoted.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/** The UTC days from `days - 1` days before `now` to `now`'s, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Totals per state over all rows, states with none included. */
export function stateTotals(
  rows: readonly GroupedCount[],
  states: readonly string[],
): Record<string, number> {
  const totals = Object.fromEntries(states.map((state) => [state, 0]));
  for (const { state, count } of rows) totals[state] = (totals[state] ?? 0) + count;
  return totals;
}
