import 'server-only';

import { getDb } from '@/lib/db/get-db';
import { sendPendingMail } from '@/lib/mail/send-pending';
import { publicEnv } from '@/lib/public-env';

import { alertMailRenderer } from '@/lib/alerts/fired-mail';

export function sendMailNow({ forMs }: { forMs?: number } = {}) {
  return sendPendingMail({ render: alertMailRenderer({ db: getDb, siteUrl: publicEnv.siteUrl }), forMs });
}
