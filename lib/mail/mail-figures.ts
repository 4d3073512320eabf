import type { Queryable } from '@/lib/db/open-database.mjs';
import { breakdownOf, type Breakdown } from '@/lib/figures/grouped-counts';

const MAIL = `
  select created_at,
    case when sent_at is not null then 'sent' when failed_at is not null then 'given up' else 'queued' end as state,
    purpose as page, null as utm_source, null as utm_campaign
  from mail_outbox where created_at >= $1`;

export type MailFigures = Breakdown & { oldestUnsentAt: Date | null };

/** `byPage` holds the mail's purpose: mail comes from no page. */
export async function mailFigures(db: Queryable): Promise<MailFigures> {
  const breakdown = await breakdownOf(db, MAIL);
  const { rows } = await db.query<{ oldest: Date | string | null }>(
    'select min(created_at) as oldest from mail_outbox where sent_at is null and failed_at is null',
  );
  const oldest = rows[0]?.oldest;
  return { ...breakdown, oldestUnsentAt: oldest ? new Date(oldest) : null };
}
