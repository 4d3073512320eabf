import { domainToASCII } from 'node:url';

import type { Db } from '@/lib/db/open-database.mjs';

import { mailOfRow, type RenderMail } from './render-mail';
import { errorSummary, isPermanentRejection, isServerFailure } from './smtp-errors';

export type MailPurpose = 'alert-confirm' | 'alert-fired' | 'waitlist-confirm' | 'console-sign-in';

export type SendMail = (mail: {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}) => Promise<void>;

export type DrainOutcome = { sent: number; retried: number; failed: number };

export const OUTBOX_LIMITS = {
  claimMs: 2 * 60_000,
  /** The SMTP sender aborts a send after this, so no send starts that could outlive the claim. */
  sendMs: 30_000,
  batch: 20,
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
  sendWithinMs: 48 * 60 * 60_000,
  retentionDays: 30,
} as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_LIMITS.firstRetryMs * 2 ** Math.max(attempts - 1, 0), OUTBOX_LIMITS.maxRetryMs);
}

const dotAtom = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** Stable per mail, so a second enqueue collides on the unique message_id; throws on an invalid RFC 5322 msg-id. */
export function messageIdFor(purpose: MailPurpose, key: string, fromAddress: string): string {
  if (!dotAtom.test(key))
    throw new Error(`a Message-ID key must be letters, digits, "_", "-" and dots: "${key}"`);
  const domain = domainToASCII(fromAddress.slice(fromAddress.lastIndexOf('@') + 1).trim());
  if (!fromAddress.includes('@') || !domain || !dotAtom.test(domain))
    throw new Error('the sender address has no domain to put in a Message-ID');
  const id = `<${purpose}.${key}@${domain}>`;
  if (id.length > 200) throw new Error('a Message-ID is at most 200 characters (mail_outbox.message_id)');
  return id;
}

type OutboxRow = {
  id: string;
  message_id: string;
  purpose: MailPurpose;
  recipient: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
};

// Database time, so replicas with skewed clocks agree; statement_timestamp(), since now() is frozen per transaction.
// One statement with `skip locked`, so two drains (two replicas) cannot both take a row.
const CLAIM_SQL = `
update mail_outbox set
  claimed_until = statement_timestamp() + $1::double precision * interval '1 millisecond',
  attempts = attempts + 1
where id in (
  select id from mail_outbox
  where sent_at is null and failed_at is null and next_attempt_at <= statement_timestamp()
    and (claimed_until is null or claimed_until < statement_timestamp())
    and created_at > statement_timestamp() - $3::double precision * interval '1 millisecond'
  order by next_attempt_at, id
  limit $2
  for update skip locked
)
returning id::text as id, message_id, purpose, recipient, subject, text_body, html_body, headers, attempts`;

// Bodies and headers carry tokens in their links, so a given-up row drops them, as a sent one does.
const FAILURE_SQL = `
with next as (
  select id, attempt_at, $5::boolean or attempt_at >= created_at + $6::double precision * interval '1 millisecond'
    as give_up
  from (
    select id, created_at, statement_timestamp()
      + least($3::double precision * 2 ^ greatest(attempts - 1, 0), $4::double precision) * interval '1 millisecond'
      as attempt_at
    from mail_outbox where id = any($1::bigint[]) and sent_at is null
  ) as failed
)
update mail_outbox set
  claimed_until = null,
  last_error = $2,
  next_attempt_at = next.attempt_at,
  failed_at = case when next.give_up then statement_timestamp() end,
  text_body = case when next.give_up then null else text_body end,
  html_body = case when next.give_up then null else html_body end,
  headers = case when next.give_up then '{}'::jsonb else headers end
from next where mail_outbox.id = next.id
returning mail_outbox.id::text as id, attempts, failed_at is not null as failed`;

async function recordFailure(
  db: Db,
  rows: OutboxRow[],
  reason: string,
  permanent: boolean,
  log: ((line: string) => void) | undefined,
): Promise<DrainOutcome> {
  const { rows: updated } = await db.query<{ id: string; attempts: number; failed: boolean }>(FAILURE_SQL, [
    rows.map((row) => row.id),
    reason,
    OUTBOX_LIMITS.firstRetryMs,
    OUTBOX_LIMITS.maxRetryMs,
    permanent,
    OUTBOX_LIMITS.sendWithinMs,
  ]);
  const outcome = { sent: 0, retried: 0, failed: 0 };
  for (const row of updated) {
    if (row.failed) outcome.failed += 1;
    else outcome.retried += 1;
    log?.(
      row.failed
        ? `[mail] outbox #${row.id}: gave up after attempt ${row.attempts} (${reason})`
        : `[mail] outbox #${row.id}: attempt ${row.attempts} failed (${reason}), ` +
            `next in ${retryDelayMs(row.attempts) / 60_000} min`,
    );
  }
  return outcome;
}

async function release(db: Db, rows: OutboxRow[]): Promise<void> {
  await db.query(
    `update mail_outbox set claimed_until = null, attempts = greatest(attempts - 1, 0)
     where id = any($1::bigint[]) and sent_at is null`,
    [rows.map((row) => row.id)],
  );
}

/** Throws only when the database does; the claims then lapse, and the rows are due again `claimMs` later. */
export async function drainOutbox(deps: {
  db: Db;
  send: SendMail;
  batch?: number;
  log?: (line: string) => void;
  render?: RenderMail;
}): Promise<DrainOutcome> {
  const { db, send, batch = OUTBOX_LIMITS.batch, log, render } = deps;
  const claimStarted = performance.now();
  const claimed = await db.query<OutboxRow>(CLAIM_SQL, [
    OUTBOX_LIMITS.claimMs,
    batch,
    OUTBOX_LIMITS.sendWithinMs,
  ]);
  const rows = claimed.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  const outcome: DrainOutcome = { sent: 0, retried: 0, failed: 0 };

  for (const [index, row] of rows.entries()) {
    if (performance.now() - claimStarted > OUTBOX_LIMITS.claimMs - OUTBOX_LIMITS.sendMs) {
      await release(db, rows.slice(index));
      break;
    }
    const mail = await mailOfRow(row, render);
    if (!mail) {
      outcome.failed += (await recordFailure(db, [row], 'unrendered', true, log)).failed;
      continue;
    }
    try {
      await send({ messageId: row.message_id, to: row.recipient, ...mail });
    } catch (error) {
      // A server that is down says nothing about the message: the rest of the batch waits with it.
      const serverDown = isServerFailure(error);
      const failed = await recordFailure(
        db,
        serverDown ? rows.slice(index) : [row],
        errorSummary(error),
        isPermanentRejection(error),
        log,
      );
      outcome.retried += failed.retried;
      outcome.failed += failed.failed;
      if (serverDown) break;
      continue;
    }
    // A crash here resends with the same Message-ID; if this fails, stop before more duplicates. last_error stays.
    await db.query(
      `update mail_outbox set sent_at = statement_timestamp(), claimed_until = null,
         text_body = null, html_body = null, headers = '{}'::jsonb
       where id = $1`,
      [row.id],
    );
    outcome.sent += 1;
  }
  return outcome;
}
