import { domainToASCII } from 'node:url';

import type { Db, Queryable } from '@/lib/db/open-database.mjs';

import { mailOfRow, type RenderMail } from './render-mail';
import { errorSummary, isPermanentRejection, isServerFailure } from './smtp-errors';

// Every mail the site sends is a row of mail_outbox (migration 0004) first; this module sends the rows that are due.
// Why an outbox, and how long a row is kept: docs/alerts.md.

export type MailPurpose = 'alert-confirm' | 'alert-fired' | 'waitlist-confirm';

/** Resolves once the server accepted the mail (250), rejects otherwise. */
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
  /** How long a drain owns the rows it claimed; another drain (another replica) leaves them alone meanwhile. */
  claimMs: 2 * 60_000,
  /** The longest one send may take (the SMTP sender aborts it then): no send starts that could outlive the claim. */
  sendMs: 30_000,
  batch: 20,
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
  /**
   * A mail not sent this long after it was queued is given up, however few ticks came (a daily cron, mail switched
   * off): its confirmation link has expired by then (48 h), and an alert's news is stale.
   */
  sendWithinMs: 48 * 60 * 60_000,
  /** Sent and failed rows go this long after (docs/alerts.md, "What is kept, and for how long"). */
  retentionDays: 30,
} as const;

/** The wait after the `attempts`-th failed attempt (1 = the first). */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_LIMITS.firstRetryMs * 2 ** Math.max(attempts - 1, 0), OUTBOX_LIMITS.maxRetryMs);
}

const dotAtom = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * `<purpose.key@domain-of-from>`: the same mail gets the same id however often it is enqueued or sent, so a second
 * enqueue collides on the outbox's unique message_id and a resend is recognisable. Throws on a key or address that
 * would not make a valid RFC 5322 msg-id.
 */
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

// Every time here is the database's, so replicas whose clocks disagree still agree on claims and windows;
// statement_timestamp(), not now(), so a statement run inside a long transaction still gets the time it ran.

// One statement, so that two drains (two replicas) cannot both take a row: `skip locked` passes over rows another
// drain is claiming right now, and the claim it then commits makes them not due for anyone else.
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

// Backoff from each row's own attempts. A row whose next attempt would come past its sending window is given up now;
// the bodies and headers (their links carry tokens) go with it, as they do once sent.
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

/** Hands rows back unsent and uncounted, for the next drain. */
async function release(db: Db, rows: OutboxRow[]): Promise<void> {
  await db.query(
    `update mail_outbox set claimed_until = null, attempts = greatest(attempts - 1, 0)
     where id = any($1::bigint[]) and sent_at is null`,
    [rows.map((row) => row.id)],
  );
}

/**
 * Sends what is due, at most `batch` rows, one after the other. A mail accepted by the server is marked sent (its
 * bodies and headers, which carry tokens, cleared); a failure waits `retryDelayMs`, and one whose next attempt would
 * fall past `sendWithinMs` is marked failed.
 * Throws only when the database does; the claims then lapse, and the rows are due again `claimMs` later.
 */
export async function drainOutbox(deps: {
  db: Db;
  send: SendMail;
  batch?: number;
  log?: (line: string) => void;
  render?: RenderMail;
}): Promise<DrainOutcome> {
  const { db, send, batch = OUTBOX_LIMITS.batch, log, render } = deps;
  // Elapsed time on this process's monotonic clock, from before the claim began: never later than the claim's end.
  const claimStarted = performance.now();
  const claimed = await db.query<OutboxRow>(CLAIM_SQL, [
    OUTBOX_LIMITS.claimMs,
    batch,
    OUTBOX_LIMITS.sendWithinMs,
  ]);
  // `returning` follows no order: send in the order they were enqueued.
  const rows = claimed.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  const outcome: DrainOutcome = { sent: 0, retried: 0, failed: 0 };

  for (const [index, row] of rows.entries()) {
    // A send that started later could still be running when another drain takes the row over.
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
      // The server being down says nothing about the message: the rest of the batch waits with it, undialled.
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
    // Accepted, not yet marked: a crash here leaves the claim to lapse and the mail to go again, with the same
    // Message-ID. If this statement fails, the database is in trouble: stop before sending more such duplicates.
    // last_error stays: it says why a mail that went late was late.
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

/**
 * Gives up the mail still unsent `sendWithinMs` after it was queued (no tick came, or mail was off), then deletes rows
 * sent or given up over `retentionDays` (30) ago: the retention docs/alerts.md states ("What is kept, and for how
 * long"). The created_at bounds let the index find them; a row is sent or given up after it is made.
 */
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

/**
 * An address's mail, by recipient or mailbox. Bodies and headers stay out: they carry the links' tokens, which would
 * let whoever reads them confirm or stop on the person's behalf.
 */
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
