import { after } from 'next/server';

import { localeOrDefault } from '@/lib/alerts/alert-input';
import { alertsAreOn } from '@/lib/alerts/alert-service';
import { armAlert } from '@/lib/alerts/alert-store';
import { resultPath } from '@/lib/alerts/outcome-paths';
import { hashToken, isTokenShaped } from '@/lib/alerts/tokens';
import { errorCodeOf } from '@/lib/db/error-code';
import { getDb } from '@/lib/db/get-db';
import { localizedPath } from '@/lib/i18n/localized-path';
import { sendMailNow } from '@/lib/alerts/send-mail';
import { readOwnForm, seeOther } from '@/lib/security/form-post';

export const dynamic = 'force-dynamic';

/** The confirm page's button: arms the alert its link names. A mail link only opens that page (GET never acts). */
export async function POST(request: Request) {
  const fields = await readOwnForm(request);
  if (fields instanceof Response) return fields;
  const locale = localeOrDefault(fields.locale);
  if (!alertsAreOn()) return seeOther(resultPath('off', locale));
  if (!isTokenShaped(fields.token)) return seeOther(resultPath('link-expired', locale));
  try {
    const alert = await armAlert(await getDb(), hashToken(fields.token));
    // Mail queued earlier and not yet sent goes with this tick too.
    after(() => sendMailNow());
    return seeOther(alert ? resultPath('confirmed', locale, alert.pair) : resultPath('link-expired', locale));
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'alerts.confirm', outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    // Back to the page with the button, which says so: the link still works once the database answers.
    return seeOther(`${localizedPath('/alerts/confirm', locale)}?token=${fields.token}&problem=error`);
  }
}
