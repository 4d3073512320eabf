import 'server-only';

import type { CurrencyPair } from '@/lib/converter/pair-slug';
import { errorCodeOf } from '@/lib/db/error-code';
import type { Breakdown } from '@/lib/figures/grouped-counts';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/open-database.mjs';
import { env } from '@/lib/env';
import { getEffectiveRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { mailboxKey } from '@/lib/mail/mailbox';
import { mailSettings } from '@/lib/mail/transport';
import { getCurrencyConfigurationOrNull } from '@/lib/provider/rates';
import { publicEnv } from '@/lib/public-env';
import { historySource } from '@/lib/rates/history/history';
import { createPruner, createRateLimiter } from '@/lib/signup/rate-limit';
import { hashToken, isTokenShaped } from '@/lib/signup/tokens';

import {
  alertByUnsubscribeToken,
  alertsOf,
  armAlert,
  deleteAlertsOf,
  pendingAlertByToken,
  stopAlert,
  type AlertSummary,
} from './alert-store';
import { alertBreakdown } from './alert-figures';
import { alertsCsv } from './alerts-csv.mjs';
import { fireRecordedAlerts } from './fire-alerts';
import { submitAlert, type AlertEvent, type AlertOutcome, type SubmitAlertDeps } from './submit-alert';

const ADDRESS_WINDOW_MS = 60 * 60_000;
const addressLimiter = createRateLimiter({
  getDb,
  name: 'alert-address',
  // A family or an office behind one address sets a dozen an hour, a script no more (default 30).
  limit: env.ALERTS_LIMIT_PER_ADDRESS,
  windowMs: ADDRESS_WINDOW_MS,
});
const pruneLimits = createPruner({ getDb, windowMs: ADDRESS_WINDOW_MS });

/** Today's effective rate of a pair, as the converter applies it; undefined when the door has none. */
export async function currentRate(pair: CurrencyPair): Promise<number | undefined> {
  const rates = await getCurrencyConfigurationOrNull();
  const rate = getEffectiveRate(findPair(rates?.pairs ?? [], pair.from, pair.to));
  return rate > 0 && Number.isFinite(rate) ? rate : undefined;
}

function logEvent(event: AlertEvent) {
  if (event.outcome === 'error') console.error(JSON.stringify(event));
  else console.info(JSON.stringify(event));
}

/**
 * Whether this server offers alerts: its own settings at run time, not the build's. An alert needs mail, a recorder
 * (CRON_SECRET) and real rates: on the sample rates only the demo and dev servers opt in (ALERTS_ON_SAMPLE_RATES).
 */
export function alertsAreOn(): boolean {
  return (
    mailSettings().on &&
    Boolean(env.CRON_SECRET) &&
    (historySource() === 'provider' || env.ALERTS_ON_SAMPLE_RATES === '1')
  );
}

function submitAlertDeps(): SubmitAlertDeps | undefined {
  const settings = mailSettings();
  if (!settings.on || !alertsAreOn()) return undefined;
  return {
    getDb,
    currentRate,
    limitAddress: async (address) => {
      await pruneLimits();
      return (await addressLimiter.consume(address)).allowed;
    },
    mailPerHour: env.MAIL_LIMIT_PER_HOUR,
    mailSharePercent: env.MAIL_SHARE_PER_ADDRESS_PERCENT,
    siteUrl: publicEnv.siteUrl,
    fromAddress: settings.fromAddress,
    log: logEvent,
  };
}

/** The alert form, as posted: 'off' while this server offers no alerts, undefined when the form was not ours. */
export async function submitAlertForm(
  fields: Record<string, string>,
  context: Parameters<typeof submitAlert>[1],
): Promise<AlertOutcome | undefined | 'off'> {
  const deps = submitAlertDeps();
  return deps ? submitAlert(fields, context, deps) : 'off';
}

/**
 * Fires the alerts the recorded rates have reached, after a recording. Undefined while mail is off: the alerts wait,
 * armed, for a server that can write. Never throws: the recording it follows has already been stored.
 */
export async function fireAlertsNow(): Promise<
  { fired: number; expired: number; deleted: number } | undefined
> {
  const settings = mailSettings();
  if (!settings.on || !alertsAreOn()) return undefined;
  try {
    return await fireRecordedAlerts({
      db: await getDb(),
      source: historySource(),
      siteUrl: publicEnv.siteUrl,
      fromAddress: settings.fromAddress,
    });
  } catch (error) {
    console.error(JSON.stringify({ event: 'alerts.fire', outcome: 'error', errorCode: errorCodeOf(error) }));
    return undefined;
  }
}

const logFailure = (event: string, error: unknown) =>
  console.error(JSON.stringify({ event, outcome: 'error', errorCode: errorCodeOf(error) }));

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
    logFailure(`alerts.${kind}-page`, error);
    return { state: 'failed' };
  }
}

/** The confirm page's button: arms the alert its link names; undefined when the link no longer works. */
export async function confirmAlert(token: string): Promise<AlertSummary | undefined | 'failed'> {
  try {
    return await armAlert(await getDb(), hashToken(token));
  } catch (error) {
    logFailure('alerts.confirm', error);
    return 'failed';
  }
}

/** Stops the alert an unsubscribe link names; stopping twice, or a link whose alert is gone, ends the same. */
export async function stopAlertByToken(token: string): Promise<'stopped' | 'failed'> {
  try {
    await stopAlert(await getDb(), hashToken(token));
    return 'stopped';
  } catch (error) {
    logFailure('alerts.stop', error);
    return 'failed';
  }
}

export type AlertsPerson = { alerts: Record<string, unknown>[] };

const keysOf = (email: string) => [email.trim().toLowerCase(), mailboxKey(email)] as const;

/** Every alert kept for an address or its mailbox. The per-address limiter counts network addresses, not mail. */
export async function lookUp(email: string): Promise<AlertsPerson> {
  return { alerts: await alertsOf(await getDb(), ...keysOf(email)) };
}

export async function exportPerson(email: string): Promise<AlertsPerson> {
  return JSON.parse(JSON.stringify(await lookUp(email))) as AlertsPerson;
}

export async function erase(email: string, tx: Queryable): Promise<number> {
  return deleteAlertsOf(tx, ...keysOf(email));
}

/** Alerts of the last 30 days by state (pending, armed, fired, stopped), by day, page and campaign. */
export async function alertFigures(): Promise<Breakdown> {
  return alertBreakdown(await getDb());
}

export async function* alertsCsvChunks(): AsyncGenerator<string> {
  yield* alertsCsv(await getDb());
}
