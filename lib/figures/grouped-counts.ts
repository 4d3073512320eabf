import type { Queryable } from '@/lib/db/open-database.mjs';

/** How many rows of each state fell under one key (a day, a page, a campaign). */
export type GroupedCount = { key: string; state: string; count: number };

export type Breakdown = { byDay: GroupedCount[]; byPage: GroupedCount[]; byCampaign: GroupedCount[] };

const FIGURE_DAYS = 30;
/** The busiest pages and campaigns only: utm values are whatever a visitor's link said. */
const TOP_KEYS = 20;

const keyExpressions = {
  byDay: `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`,
  byPage: `coalesce(page, '')`,
  byCampaign: `coalesce(utm_source, '') || ' / ' || coalesce(utm_campaign, '')`,
} as const;

/**
 * Counts by state over the last FIGURE_DAYS days of `rows`, a fixed subquery with `created_at`, `state`, `page`,
 * `utm_source` and `utm_campaign` that takes the start as $1. Pages and campaigns are cut to the busiest TOP_KEYS.
 */
export async function breakdownOf(db: Queryable, rows: string): Promise<Breakdown> {
  const since = new Date(Date.now() - FIGURE_DAYS * 86_400_000);
  const count = async (group: keyof typeof keyExpressions) => {
    const { rows: counted } = await db.query<{ key: string; state: string; count: number }>(
      `with grouped as (
         select ${keyExpressions[group]} as key, state, count(*)::int as count from (${rows}) as source group by 1, 2
       ), top as (
         select key from grouped group by key order by sum(count) desc, key limit $2
       )
       select key, state, count from grouped where key in (select key from top) order by key, state`,
      [since, group === 'byDay' ? FIGURE_DAYS + 1 : TOP_KEYS],
    );
    return counted;
  };
  return {
    byDay: await count('byDay'),
    byPage: await count('byPage'),
    byCampaign: await count('byCampaign'),
  };
}
