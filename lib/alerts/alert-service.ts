import 'server-only';

import type { CurrencyPair } from '@/lib/converter/pair-slug';
import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';
import { getEffectiveRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { mailSettings } from '@/lib/mail/transport';
import { getCurrencyConfigurationOrNull } from '@/lib/provider/rates';
import { publicEnv } from '@/lib/public-env';
import { createPruner, createRateLimiter } from '@/lib/waitlist/rate-limit';

import { errorCodeOf } from '@/lib/db/error-code';
import { historySource } from '@/lib/rates/history/history-service';

import { fireRecordedAlerts } from './fire-alerts';
import type { AlertEvent, SubmitAlertDeps } from './submit-alert';

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

/** Undefined while mail is off. */
export function submitAlertDeps(): SubmitAlertDeps | undefined {
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
