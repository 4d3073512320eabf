import type { Queryable } from '@/lib/db/open-database.mjs';
import { breakdownOf, type Breakdown } from '@/lib/figures/grouped-counts';

// An unsubscribed or expired alert has stopped without firing.
const ALERTS = `
  select created_at, case when status in ('unsubscribed', 'expired') then 'stopped' else status end as state, page,
    utm_source, utm_campaign
  from rate_alerts where created_at >= $1`;

export const alertBreakdown = (db: Queryable): Promise<Breakdown> => breakdownOf(db, ALERTS);
