import 'server-only';

import { errorCodeOf } from '@/lib/db/error-code';
import { getDb } from '@/lib/db/get-db';
import { prunePendingSignups } from '@/lib/db/waitlist-signups';

/** Deletes sign-ups whose confirmation link expired; run by each recording. Never throws: it runs after answers. */
export async function prunePendingSignupsNow(): Promise<void> {
  try {
    await prunePendingSignups(await getDb());
  } catch (error) {
    console.error(JSON.stringify({ event: 'waitlist.prune', outcome: 'error', errorCode: errorCodeOf(error) }));
  }
}
