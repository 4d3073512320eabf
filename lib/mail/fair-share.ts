import type { Queryable } from '@/lib/db/open-database.mjs';

import type { MailPurpose } from './outbox-store';

export type VisitorMailPolicy = {
  perHour: number;
  sharePercent: number;
  perMailboxPerDay: number;
};

export type VisitorMailRequest = {
  purpose: Extract<MailPurpose, 'alert-confirm' | 'waitlist-confirm'>;
  address: string;
  mailbox: string;
  /** Already refused by a silent limit upstream: decided the same way, so it takes the same time. */
  silent: boolean;
};

export type VisitorMailDecision =
  | { outcome: 'send'; shareKey: string; releaseAt: Date }
  | { outcome: 'silent' }
  | { outcome: 'deferred'; retryAfterSeconds: number }
  | { outcome: 'ceiling'; retryAfterSeconds: number };

const HOUR_MS = 60 * 60_000;

export function shareOf(policy: Pick<VisitorMailPolicy, 'perHour' | 'sharePercent'>): number {
  return Math.max(1, Math.floor((policy.perHour * policy.sharePercent) / 100));
}

/** Locks the mailbox, then the address (always that order), so concurrent requests count each other's mail. */
export async function decideVisitorMail(
  tx: Queryable,
  request: VisitorMailRequest,
  policy: VisitorMailPolicy,
): Promise<VisitorMailDecision> {
  const share = shareOf(policy);
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('mailbox:' || $1, 0))`, [request.mailbox]);
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('share:' || $1, 0))`, [request.address]);
  const { rows } = await tx.query<{
    share_key: string;
    mailbox_mails: string;
    waiting: string;
    share_th_latest: Date | null;
    released_last_hour: string;
    now: Date;
  }>(
    `with key as (
       select encode(sha256(secret || convert_to('mail-share:' || $3, 'UTF8')), 'hex') as share_key
       from waitlist_rate_limit_secret
     )
     select key.share_key,
       (select count(*) from mail_outbox
          where mailbox = $1 and purpose = $2 and created_at > now() - interval '1 day') as mailbox_mails,
       (select count(*) from mail_outbox where share_key = key.share_key and release_at > now()) as waiting,
       (select release_at from mail_outbox
          where share_key = key.share_key and release_at > now() - interval '1 hour'
          order by release_at desc offset $4 - 1 limit 1) as share_th_latest,
       (select count(*) from mail_outbox
          where share_key is not null and release_at > now() - interval '1 hour' and release_at <= now())
         as released_last_hour,
       now() as now
     from key`,
    [request.mailbox, request.purpose, request.address, share],
  );
  const row = rows[0];
  if (!row) throw new Error('waitlist_rate_limit_secret has no row (migration 0002)');
  if (request.silent || Number(row.mailbox_mails) >= policy.perMailboxPerDay) return { outcome: 'silent' };

  const now = new Date(row.now).getTime();
  const releaseAt = row.share_th_latest
    ? Math.max(now, new Date(row.share_th_latest).getTime() + HOUR_MS)
    : now;
  if (releaseAt > now) {
    if (Number(row.waiting) >= 2 * share)
      return { outcome: 'deferred', retryAfterSeconds: Math.ceil((releaseAt - now) / 1000) };
    return { outcome: 'send', shareKey: row.share_key, releaseAt: new Date(releaseAt) };
  }
  if (Number(row.released_last_hour) >= policy.perHour)
    return { outcome: 'ceiling', retryAfterSeconds: HOUR_MS / 1000 };
  return { outcome: 'send', shareKey: row.share_key, releaseAt: new Date(releaseAt) };
}
