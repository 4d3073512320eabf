import { after } from 'next/server';

import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { alertsAreOn, confirmAlert } from '@/lib/alerts/alerts';
import { resultPath } from '@/lib/alerts/outcome-paths';
import { isTokenShaped } from '@/lib/signup/tokens';
import { localizedPath } from '@/lib/i18n/localized-path';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { readOwnForm, seeOther } from '@/lib/security/form-post';

export const dynamic = 'force-dynamic';

/** The confirm page's button: arms the alert its link names. A mail link only opens that page (GET never acts). */
export async function POST(request: Request) {
  const fields = await readOwnForm(request);
  if (fields instanceof Response) return fields;
  const locale = localeOrDefault(fields.locale);
  if (!alertsAreOn()) return seeOther(resultPath('off', locale));
  if (!isTokenShaped(fields.token)) return seeOther(resultPath('link-expired', locale));
  const alert = await confirmAlert(fields.token);
  // Back to the page with the button, which says so: the link still works once the database answers.
  if (alert === 'failed')
    return seeOther(`${localizedPath('/alerts/confirm', locale)}?token=${fields.token}&problem=error`);
  // Mail queued earlier and not yet sent goes with this tick too.
  after(() => sendMailNow());
  return seeOther(alert ? resultPath('confirmed', locale, alert.pair) : resultPath('link-expired', locale));
}
