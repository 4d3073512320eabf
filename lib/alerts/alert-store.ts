import type { CurrencyPair } from '@/lib/converter/pair-slug';
import type { Db, Queryable } from '@/lib/db/open-database.mjs';
import type { Locale } from '@/lib/i18n/routing';

import type { Attribution } from '@/lib/signup/attribution';

// Every limit and lifetime of an alert, in one place. Why these: docs/alerts.md.
export const alertPolicy = {
  confirmHours: 48,
  armedMonths: 12,
  armedPerEmail: 5,
  confirmMailsPerEmailPerDay: 3,
  keepEndedDays: 30,
} as const;

export type AlertDirection = 'up' | 'down';

export type OutboxMail = {
  /** A visitor's mail: its address's share key and release time (lib/mail/fair-share.ts). */
  release?: { shareKey: string; at: Date };
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type NewAlert = {
  email: string;
  mailbox: string;
  pair: CurrencyPair;
  target: string;
  direction: AlertDirection;
  locale: Locale;
  attribution: Attribution;
  confirmTokenHash: Buffer;
  unsubscribeTokenHash: Buffer;
};

/** Armed alerts of one mailbox (lib/mail/mailbox.ts), read under the caller's lock on it. */
export async function armedInMailbox(db: Queryable, mailbox: string): Promise<number> {
  const { rows } = await db.query<{ armed: string }>(
    `select count(*) as armed from rate_alerts where mailbox = $1 and status = 'armed'`,
    [mailbox],
  );
  return Number(rows[0]?.armed ?? 0);
}

/**
 * Stores a pending alert and its confirmation mail in one statement: neither exists without the other. `store: false`
 * runs the same statement and writes nothing, so a silent refusal takes the time an alert takes.
 */
export async function insertPendingAlert(
  db: Queryable,
  alert: NewAlert,
  mail: OutboxMail,
  { store }: { store: boolean },
): Promise<void> {
  await db.query(
    `with alert as (
       insert into rate_alerts (email, from_code, to_code, target, direction, locale, page, utm_source, utm_medium,
         utm_campaign, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, mailbox)
       select $1, $2, $3, $4::numeric, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(hours => $12), $13, $19
       where $22::boolean
       returning id
     )
     insert into mail_outbox (message_id, purpose, recipient, subject, text_body, html_body, headers, mailbox,
       share_key, release_at, next_attempt_at)
     select $14, 'alert-confirm', $1, $15, $16, $17, $18::jsonb, $19, $20, coalesce($21, now()), coalesce($21, now())
     from alert`,
    [
      alert.email,
      alert.pair.from,
      alert.pair.to,
      alert.target,
      alert.direction,
      alert.locale,
      alert.attribution.page,
      alert.attribution.utmSource,
      alert.attribution.utmMedium,
      alert.attribution.utmCampaign,
      alert.confirmTokenHash,
      alertPolicy.confirmHours,
      alert.unsubscribeTokenHash,
      mail.messageId,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers),
      alert.mailbox,
      mail.release?.shareKey ?? null,
      mail.release?.at ?? null,
      store,
    ],
  );
}

export type AlertSummary = {
  pair: CurrencyPair;
  target: string;
  direction: AlertDirection;
  locale: Locale;
  status: 'pending' | 'armed' | 'fired' | 'unsubscribed' | 'expired';
};

type SummaryRow = {
  from_code: string;
  to_code: string;
  target: string;
  direction: string;
  locale: string;
  status: string;
};

const summarySelect = `select from_code, to_code, target::text as target, direction, locale, status from rate_alerts`;

function toSummary(row: SummaryRow | undefined): AlertSummary | undefined {
  if (!row) return undefined;
  return {
    pair: { from: row.from_code, to: row.to_code } as CurrencyPair,
    target: row.target,
    direction: row.direction as AlertDirection,
    locale: row.locale as Locale,
    status: row.status as AlertSummary['status'],
  };
}

/** The alert a confirmation link names, while it can still be confirmed. Reads only: a GET never acts. */
export async function pendingAlertByToken(
  db: Db,
  confirmTokenHash: Buffer,
): Promise<AlertSummary | undefined> {
  const { rows } = await db.query<SummaryRow>(
    `${summarySelect} where confirm_token_hash = $1 and status = 'pending' and confirm_expires_at > now()`,
    [confirmTokenHash],
  );
  return toSummary(rows[0]);
}

export async function alertByUnsubscribeToken(
  db: Db,
  unsubscribeTokenHash: Buffer,
): Promise<AlertSummary | undefined> {
  const { rows } = await db.query<SummaryRow>(`${summarySelect} where unsubscribe_token_hash = $1`, [
    unsubscribeTokenHash,
  ]);
  return toSummary(rows[0]);
}

/**
 * Arms the alert a confirmation names: once (the token is cleared), before it expires, and only while its mailbox
 * has fewer armed alerts than the limit. The mailbox's lock, held to the commit, makes the count and the arming one
 * step: concurrent confirmations for one mailbox arm no more than the limit. Undefined when the link no longer works.
 */
export async function armAlert(db: Db, confirmTokenHash: Buffer): Promise<AlertSummary | undefined> {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.query<{ mailbox: string }>(
      'select mailbox from rate_alerts where confirm_token_hash = $1',
      [confirmTokenHash],
    );
    const mailbox = found[0]?.mailbox;
    if (mailbox === undefined) return undefined;
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('mailbox:' || $1, 0))`, [mailbox]);
    const { rows } = await tx.query<SummaryRow>(
      `update rate_alerts a
       set status = 'armed', armed_at = now(), expires_at = now() + make_interval(months => $2),
         confirm_token_hash = null
       where a.confirm_token_hash = $1 and a.status = 'pending' and a.confirm_expires_at > now()
         and (select count(*) from rate_alerts o where o.mailbox = a.mailbox and o.status = 'armed') < $3
       returning from_code, to_code, target::text as target, direction, locale, status`,
      [confirmTokenHash, alertPolicy.armedMonths, alertPolicy.armedPerEmail],
    );
    return toSummary(rows[0]);
  });
}

/** Stops the alert an unsubscribe link names. Saying so again, or for a link we never sent, changes nothing. */
export async function stopAlert(db: Db, unsubscribeTokenHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `update rate_alerts set status = 'unsubscribed', ended_at = now(), confirm_token_hash = null
     where unsubscribe_token_hash = $1 and status in ('pending', 'armed')`,
    [unsubscribeTokenHash],
  );
  return rowCount > 0;
}

/**
 * The alerts' lifetimes: unconfirmed ones go when their link expires, armed ones end after their months, and ended
 * ones are deleted after `keepEndedDays`. One statement each; run with every recording.
 */
export async function pruneAlerts(db: Db): Promise<{ deleted: number; expired: number }> {
  const expired = await db.query(
    `update rate_alerts set status = 'expired', ended_at = now() where status = 'armed' and expires_at <= now()`,
  );
  const deleted = await db.query(
    `delete from rate_alerts
     where (status = 'pending' and confirm_expires_at <= now())
        or (status in ('fired', 'unsubscribed', 'expired') and ended_at <= now() - make_interval(days => $1))`,
    [alertPolicy.keepEndedDays],
  );
  return { deleted: deleted.rowCount, expired: expired.rowCount };
}

/** An address's alerts, by the address as typed or by its mailbox, less the link hashes that would act on them. */
export async function alertsOf(
  db: Queryable,
  email: string,
  mailbox: string,
): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `select email, mailbox, from_code, to_code, target::text as target, direction, locale, page, utm_source,
       utm_medium, utm_campaign, status, created_at, confirm_expires_at, armed_at, expires_at, fired_at,
       fired_rate::text as fired_rate, fired_read_at, ended_at
     from rate_alerts where email = $1 or mailbox = $2 order by id`,
    [email, mailbox],
  );
  return rows;
}

export async function deleteAlertsOf(db: Queryable, email: string, mailbox: string): Promise<number> {
  const { rowCount } = await db.query('delete from rate_alerts where email = $1 or mailbox = $2', [
    email,
    mailbox,
  ]);
  return rowCount;
}
