import type { Db } from '@/lib/db/open-database.mjs';
import { messageIdFor } from '@/lib/mail/outbox';

import { alertLinks, unsubscribeHeaders } from './alert-links';
import { firedAlertMail } from './alert-mails';
import { findCrossings, fireAlert, pruneAlerts } from './alert-store';
import { newToken } from './tokens';

/**
 * Fires every armed alert a recorded rate has reached: one mail each, queued in the outbox with the claim, so two
 * replicas or a retry never queue it twice. Then ends and deletes alerts past their lifetime. Run after each recording.
 */
export async function fireRecordedAlerts(deps: {
  db: Db;
  source: 'provider' | 'sample';
  siteUrl: string;
  fromAddress: string;
}): Promise<{ fired: number; expired: number; deleted: number }> {
  let fired = 0;
  for (const crossing of await findCrossings(deps.db, deps.source)) {
    const unsubscribe = newToken();
    const links = alertLinks(deps.siteUrl, crossing.locale, { unsubscribe: unsubscribe.token });
    const mail = firedAlertMail({
      locale: crossing.locale,
      pair: crossing.pair,
      target: crossing.target,
      direction: crossing.direction,
      siteUrl: deps.siteUrl,
      unsubscribeUrl: links.unsubscribePage,
      rate: crossing.rate,
      readAt: crossing.readAt,
    });
    const queued = await fireAlert(deps.db, crossing, unsubscribe.hash, {
      messageId: messageIdFor('alert-fired', crossing.id, deps.fromAddress),
      recipient: crossing.email,
      ...mail,
      headers: unsubscribeHeaders(links),
    });
    if (queued) fired += 1;
  }
  return { fired, ...(await pruneAlerts(deps.db)) };
}
