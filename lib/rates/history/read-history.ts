import type { Db } from '@/lib/db/open-database.mjs';

import type { HistoryDay } from './rate-history';

export async function readHistory(
  db: Db,
  query: { source: 'provider' | 'sample'; from: string; to: string; sinceDay: string | undefined },
): Promise<{ days: HistoryDay[]; lastReadAt: string | undefined; firstDay: string | undefined }> {
  const { rows } = await db.query<{
    day: string;
    close: string;
    high: string;
    low: string;
    last_read_at: Date;
    first_day: string;
  }>(
    `with pair as (select * from rate_daily where source = $1 and from_code = $2 and to_code = $3)
     select to_char(day, 'YYYY-MM-DD') as day, close::text as close, high::text as high, low::text as low,
       last_read_at, (select to_char(min(day), 'YYYY-MM-DD') from pair) as first_day
     from pair
     where $4::date is null or day >= $4::date
     order by day`,
    [query.source, query.from, query.to, query.sinceDay ?? null],
  );
  const last = rows.at(-1);
  return {
    days: rows.map((row) => ({
      day: row.day,
      close: Number(row.close),
      high: Number(row.high),
      low: Number(row.low),
    })),
    lastReadAt: last ? new Date(last.last_read_at).toISOString() : undefined,
    firstDay: last?.first_day,
  };
}
