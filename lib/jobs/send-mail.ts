import 'server-only';

import { getDb } from '@/lib/db/get-db';
import { sendPendingMail } from '@/lib/mail/send-pending';
import { publicEnv } from '@/lib/public-env';

import { alertMailRenderer } from '@/lib/alerts/fired-mail';

/**
 * Sends the outbox's due mail (lib/mail/send-pending.ts), composing fired alerts' mail as it goes: one batch, or
 * batches for up to `forMs`. Never throws.
 */
export function sendMailNow({ forMs }: { forMs?: number } = {}) {
  return sendPendingMail({ render: alertMailRenderer({ db: getDb, siteUrl: publicEnv.siteUrl }), forMs });
}
