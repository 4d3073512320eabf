import type { Db } from '@/lib/db/open-database.mjs';

import { checkAlerts } from './alert-engine';
import { pruneAlerts } from './alert-store';

/**
 * Fires every armed alert the recorded rates have reached (lib/alerts/alert-engine.ts: one mail each, however many
 * replicas or retries run it), then ends and deletes alerts past their lifetime. Run after each recording. `siteUrl`
 * goes unused: the mails are composed when they are sent (lib/jobs/send-mail.ts).
 */
export async function fireRecordedAlerts(deps: {
  db: Db;
  source: 'provider' | 'sample';
  siteUrl: string;
  fromAddress: string;
}): Promise<{ fired: number; expired: number; deleted: number }> {
  const { fired } = await checkAlerts({ db: deps.db, source: deps.source, fromAddress: deps.fromAddress });
  return { fired, ...(await pruneAlerts(deps.db)) };
}
