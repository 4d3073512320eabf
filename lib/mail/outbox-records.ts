import type { Db, Queryable } from '@/lib/db/open-database.mjs';

import { OUTBOX_LIMITS } from './outbox-store';

export async function pruneOutbox(db: Db): Promise<{ expired: number; deleted: number }> {
  const expired = await db.query(
    `update mail_outbox set failed_at = statement_timestamp(), claimed_until = null,
       last_error = coalesce(last_error, 'expired'), text_body = null, html_body = null, headers = '{}'::jsonb
     where created_at <= statement_timestamp() - $1::double precision * interval '1 millisecond'
       and sent_at is null and failed_at is null
       and (claimed_until is null or claimed_until < statement_timestamp())`,
    [OUTBOX_LIMITS.sendWithinMs],
  );
  const deleted = await db.query(
    `delete from mail_outbox
     where created_at < statement_timestamp() - make_interval(days => $1)
       and coalesce(sent_at, failed_at) < statement_timestamp() - make_interval(days => $1)`,
    [OUTBOX_LIMITS.retentionDays],
  );
  return { expired: expired.rowCount, deleted: deleted.rowCount };
}

/** Bodies and headers stay out: their links' tokens would let a reader confirm or stop on the person's behalf. */
export async function mailOf(
  db: Queryable,
  email: string,
  mailbox: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `select message_id, purpose, recipient, mailbox, subject, created_at, attempts, sent_at, failed_at, last_error
     from mail_outbox where recipient = $1 or mailbox = $2 order by id`,
    [email, mailbox],
  );
  return rows;
}

export async function deleteMailOf(db: Queryable, email: string, mailbox: string): Promise<number> {
  const { rowCount } = await db.query('delete from mail_outbox where recipient = $1 or mailbox = $2', [
    email,
    mailbox,
  ]);
  return rowCount;
}
