import { revalidatePath } from 'next/cache';
import { after } from 'next/server';

import { fireAlertsNow } from '@/lib/alerts/alerts';
import { cleanUpNow } from '@/lib/jobs/clean-up';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { checkCronAuth } from '@/lib/rates/history/cron-auth';
import { pairPagesRoute } from '@/lib/rates/history/history-period';
import { recordRatesNow } from '@/lib/rates/history/history';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };
// A recording may fire many alerts at once: its tick sends batch after batch for this long, not one batch of 20.
const MAIL_DRAIN_MS = 60_000;

/** Nothing is read from the provider before the secret checks out. */
export async function GET(request: Request) {
  const auth = checkCronAuth(request.headers.get('authorization'));
  if (auth === 'off') return Response.json({ error: 'recording-off' }, { status: 503, headers: noStore });
  if (auth === 'denied')
    return Response.json(
      { error: 'unauthorized' },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
    );
  const params = [...new URL(request.url).searchParams.keys()];
  if (params.length > 0)
    return Response.json(
      {
        error: 'invalid-query',
        issues: params.map((name) => ({ path: [name], message: 'Unknown parameter' })),
      },
      { status: 400, headers: noStore },
    );

  // First, so neither a failed reading nor a slow alert check keeps expired data past its time.
  await cleanUpNow();
  let outcome;
  try {
    outcome = await recordRatesNow();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    console.error(`[rates] history: recording failed: ${typeof code === 'string' ? code : 'database error'}`);
    return Response.json({ error: 'database-unavailable', stored: 0 }, { status: 503, headers: noStore });
  }
  after(() => sendMailNow({ forMs: MAIL_DRAIN_MS }));
  if (outcome.outcome === 'unavailable')
    return Response.json({ error: 'rates-unavailable', ...outcome }, { status: 502, headers: noStore });
  if (outcome.stored > 0) revalidatePath(pairPagesRoute, 'layout');
  // Also after a replayed bucket: alerts a crashed run did not fire are fired now, once.
  const alerts = await fireAlertsNow();
  return Response.json(alerts ? { ...outcome, alerts } : outcome, { headers: noStore });
}
