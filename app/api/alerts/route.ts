import { after } from 'next/server';

import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { attributionFrom } from '@/lib/signup/attribution';
import { submitAlertForm } from '@/lib/alerts/alerts';
import { outcomePath, resultPath } from '@/lib/alerts/outcome-paths';
import { pairPath } from '@/lib/converter/pair-slug';
import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { localizedPath } from '@/lib/i18n/localized-path';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { readOwnForm, refuseForm, seeOther } from '@/lib/security/form-post';
import { readClientAddress } from '@/lib/signup/client-ip';
import { waitlistAddressSetting } from '@/lib/waitlist/limiter';

export const dynamic = 'force-dynamic';

/** The rate alert form of the pair pages (docs/alerts.md): stores a pending alert and queues its confirmation. */
export async function POST(request: Request) {
  const fields = await readOwnForm(request);
  if (fields instanceof Response) return fields;
  after(() => cleanUpIfDue());
  const address = readClientAddress(request.headers, waitlistAddressSetting).key;
  const referer = request.headers.get('referer');
  const origin = request.headers.get('origin')!; // checked above: the page that posted is ours
  const outcome = await submitAlertForm(fields, {
    address,
    attribution: (pair, locale) => attributionFrom(referer, origin, localizedPath(pairPath(pair), locale)),
  });
  if (outcome === 'off') return seeOther(resultPath('off', localeOrDefault(fields.locale)));
  if (!outcome) return refuseForm(400, 'The form names no pair or language of ours.');
  // The confirmation goes out after the answer; a failure is retried by the next recording or submit.
  if (outcome.kind === 'sent') after(() => sendMailNow());
  return seeOther(outcomePath(outcome));
}
