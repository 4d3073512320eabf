'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';

import { alertsAreOn, confirmAlert, stopAlertByToken, submitAlertForm } from '@/lib/alerts/alerts';
import { outcomePath, resultPath } from '@/lib/alerts/outcome-paths';
import { pairPath } from '@/lib/converter/pair-slug';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { localizedPath } from '@/lib/i18n/localized-path';
import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { sendMailNow } from '@/lib/jobs/send-mail';
import { attributionFrom } from '@/lib/signup/attribution';
import { readClientAddress } from '@/lib/signup/client-ip';
import { isTokenShaped } from '@/lib/signup/tokens';
import { waitlistAddressSetting } from '@/lib/waitlist/limiter';

import { ownFormFields } from './own-form';

/** The rate alert form (docs/alerts.md): stores a pending alert, queues its confirmation, and shows how it went. */
export async function setRateAlert(form: unknown): Promise<void> {
  const fields = await ownFormFields(form);
  if (!fields) return;
  after(() => cleanUpIfDue());
  const requestHeaders = await headers();
  const address = readClientAddress(requestHeaders, waitlistAddressSetting).key;
  const origin = requestHeaders.get('origin')!; // checked above: the page that posted is ours
  const outcome = await submitAlertForm(fields, {
    address,
    attribution: (pair, locale) =>
      attributionFrom(requestHeaders.get('referer'), origin, localizedPath(pairPath(pair), locale)),
  });
  const locale = localeOrDefault(fields.locale);
  if (outcome === 'off') redirect(resultPath('off', locale));
  // A form naming no pair of ours: the page that lets the visitor pick one.
  if (!outcome) redirect(localizedPath('/convert', locale));
  // The confirmation goes out after the answer; a failure is retried by the next recording or submit.
  if (outcome.kind === 'sent') after(() => sendMailNow());
  redirect(outcomePath(outcome));
}

/** The confirm page's button: arms the alert its link names. The mail's link only opens that page (GET never acts). */
export async function confirmRateAlert(form: unknown): Promise<void> {
  const fields = await ownFormFields(form);
  if (!fields) return;
  const locale = localeOrDefault(fields.locale);
  if (!alertsAreOn()) redirect(resultPath('off', locale));
  if (!isTokenShaped(fields.token)) redirect(resultPath('link-expired', locale));
  const alert = await confirmAlert(fields.token);
  // Back to the page with the button, which says so: the link still works once the database answers.
  if (alert === 'failed')
    redirect(`${localizedPath('/alerts/confirm', locale)}?token=${fields.token}&problem=error`);
  // Mail queued earlier and not yet sent goes with this tick too.
  after(() => sendMailNow());
  redirect(alert ? resultPath('confirmed', locale, alert.pair) : resultPath('link-expired', locale));
}

/** The stop page's button. A mail client's one-click stop is the RFC 8058 route, /api/alerts/unsubscribe. */
export async function stopRateAlert(form: unknown): Promise<void> {
  const fields = await ownFormFields(form);
  if (!fields) return;
  const locale = localeOrDefault(fields.locale);
  if (!isTokenShaped(fields.token) || (await stopAlertByToken(fields.token)) === 'stopped')
    redirect(resultPath('stopped', locale));
  redirect(`${localizedPath('/alerts/unsubscribe', locale)}?token=${fields.token}&problem=error`);
}
