import { z } from 'zod';

import type { Db, Queryable } from '@/lib/db/open-database.mjs';

export type NewSignup = {
  fullName: string;
  email: string;
  phone: string;
  locale: string;
  source: string;
  page?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
};

export type QueuedMail = {
  messageId: string;
  subject: string;
  text: string;
  html: string;
  mailbox: string;
  shareKey: string;
  releaseAt: Date;
};

const signupRowSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone_e164: z.string(),
  locale: z.string(),
  source: z.string(),
  created_at: z.coerce.date(),
});

export type Signup = NewSignup & { createdAt: Date };

const signupValues = (signup: NewSignup) => [
  signup.fullName,
  signup.email,
  signup.phone,
  signup.locale,
  signup.source,
  signup.page ?? null,
  signup.utmSource ?? null,
  signup.utmMedium ?? null,
  signup.utmCampaign ?? null,
];

export async function insertSignup(db: Db, signup: NewSignup): Promise<{ created: boolean }> {
  const result = await db.query(
    `insert into waitlist_signups (full_name, email, phone_e164, locale, source, page, utm_source, utm_medium,
       utm_campaign, confirmation)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'mail-off')
     on conflict (email) do nothing`,
    signupValues(signup),
  );
  return { created: result.rowCount === 1 };
}

/** Pending sign-ups live this long: past the outbox's two days of retries, so a mail outage loses none. */
const PENDING_SIGNUP_DAYS = 7;

/** `store: false` runs the same statement and writes nothing, so a silent refusal takes a sign-up's time. */
export async function insertPendingSignup(
  db: Queryable,
  signup: NewSignup,
  tokenHash: Buffer,
  mail: QueuedMail | undefined,
  { store }: { store: boolean },
): Promise<void> {
  await db.query(
    `with pending as (
       insert into waitlist_pending (full_name, email, phone_e164, locale, source, page, utm_source, utm_medium,
         utm_campaign, token_hash, expires_at)
       select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(days => $11)
       where $19::boolean
       on conflict (email) do update set full_name = excluded.full_name, phone_e164 = excluded.phone_e164,
         locale = excluded.locale, source = excluded.source, page = excluded.page, utm_source = excluded.utm_source,
         utm_medium = excluded.utm_medium, utm_campaign = excluded.utm_campaign, token_hash = excluded.token_hash,
         created_at = now(), expires_at = excluded.expires_at
       returning email
     )
     insert into mail_outbox (message_id, purpose, recipient, subject, text_body, html_body, mailbox, share_key,
       release_at, next_attempt_at)
     select $12, 'waitlist-confirm', pending.email, $13, $14, $15, $16, $17, $18, $18 from pending
     where $12::text is not null`,
    [
      ...signupValues(signup),
      tokenHash,
      PENDING_SIGNUP_DAYS,
      mail?.messageId ?? null,
      mail?.subject ?? '',
      mail?.text ?? null,
      mail?.html ?? null,
      mail?.mailbox ?? null,
      mail?.shareKey ?? null,
      mail?.releaseAt ?? null,
      store,
    ],
  );
}

export async function pendingSignupByToken(
  db: Db,
  tokenHash: Buffer,
): Promise<{ email: string; fullName: string; phone: string } | undefined> {
  const { rows } = await db.query<{ email: string; full_name: string; phone_e164: string }>(
    'select email, full_name, phone_e164 from waitlist_pending where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  const row = rows[0];
  return row && { email: row.email, fullName: row.full_name, phone: row.phone_e164 };
}

export async function confirmSignup(db: Db, tokenHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `with used as (
       delete from waitlist_pending where token_hash = $1 and expires_at > now()
       returning full_name, email, phone_e164, locale, source, page, utm_source, utm_medium, utm_campaign
     )
     insert into waitlist_signups (full_name, email, phone_e164, locale, source, page, utm_source, utm_medium,
       utm_campaign, confirmation, confirmed_at)
     select full_name, email, phone_e164, locale, source, page, utm_source, utm_medium, utm_campaign, 'confirmed',
       now()
     from used
     on conflict (email) do update set full_name = excluded.full_name, phone_e164 = excluded.phone_e164,
       locale = excluded.locale, source = excluded.source, page = excluded.page, utm_source = excluded.utm_source,
       utm_medium = excluded.utm_medium, utm_campaign = excluded.utm_campaign, confirmation = 'confirmed',
       confirmed_at = now()`,
    [tokenHash],
  );
  return rowCount > 0;
}

export async function prunePendingSignups(db: Db): Promise<number> {
  const { rowCount } = await db.query('delete from waitlist_pending where expires_at <= now()');
  return rowCount;
}

export async function listSignups(db: Db): Promise<Signup[]> {
  const { rows } = await db.query(
    'select full_name, email, phone_e164, locale, source, created_at from waitlist_signups order by created_at, id',
  );
  return rows.map((row) => {
    const parsed = signupRowSchema.parse(row);
    return {
      fullName: parsed.full_name,
      email: parsed.email,
      phone: parsed.phone_e164,
      locale: parsed.locale,
      source: parsed.source,
      createdAt: parsed.created_at,
    };
  });
}

/** Every column kept about a sign-up but the link's hash, which would let a reader confirm it. */
const personColumns = `full_name, email, phone_e164, locale, source, page, utm_source, utm_medium, utm_campaign,
  created_at`;

export type PersonSignups = {
  signups: Record<string, unknown>[];
  pending: Record<string, unknown>[];
};

export async function signupsOf(db: Queryable, email: string): Promise<PersonSignups> {
  const signups = await db.query(
    `select ${personColumns}, confirmation, confirmed_at from waitlist_signups where email = $1 order by id`,
    [email],
  );
  const pending = await db.query(
    `select ${personColumns}, expires_at from waitlist_pending where email = $1 order by id`,
    [email],
  );
  return { signups: signups.rows, pending: pending.rows };
}

export async function deleteSignupsOf(db: Queryable, email: string): Promise<number> {
  const signups = await db.query('delete from waitlist_signups where email = $1', [email]);
  const pending = await db.query('delete from waitlist_pending where email = $1', [email]);
  return signups.rowCount + pending.rowCount;
}
