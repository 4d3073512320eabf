import 'server-only';

import { getDb } from '@/lib/db/get-db';
import { errorCodeOf } from '@/lib/db/error-code';

import { alertByUnsubscribeToken, pendingAlertByToken, type AlertSummary } from './alert-store';
import { hashToken, isTokenShaped } from './tokens';

export type Lookup = { state: 'found'; alert: AlertSummary } | { state: 'unknown' } | { state: 'failed' };

/** The alert a mail link names, for the page it opens: read only, so opening a link never acts. */
export async function lookUpAlert(
  kind: 'confirm' | 'unsubscribe',
  token: string | undefined,
): Promise<Lookup> {
  if (!isTokenShaped(token)) return { state: 'unknown' };
  try {
    const db = await getDb();
    const alert =
      kind === 'confirm'
        ? await pendingAlertByToken(db, hashToken(token))
        : await alertByUnsubscribeToken(db, hashToken(token));
    return alert ? { state: 'found', alert } : { state: 'unknown' };
  } catch (error) {
    console.error(
      JSON.stringify({ event: `alerts.${kind}-page`, outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    return { state: 'failed' };
  }
}
