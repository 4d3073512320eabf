import 'server-only';

import { pruneAlerts } from '@/lib/alerts/alert-store';
import { pruneConsole } from '@/lib/console/session-store';
import { errorCodeOf } from '@/lib/db/error-code';
import { getDb } from '@/lib/db/get-db';
import { prunePendingSignups } from '@/lib/waitlist/signup-store';
import { pruneOutbox } from '@/lib/mail/outbox-records';

const EVERY_MS = 60 * 60_000;
let lastRunAt = Number.NEGATIVE_INFINITY;

export type CleanUpOutcome = {
  alertsDeleted: number;
  alertsExpired: number;
  signupsDeleted: number;
  mailExpired: number;
  mailDeleted: number;
  consoleExpired: number;
  auditDeleted: number;
};

/** Each step on its own: one that fails (logged by its code) never keeps the others from running. Never throws. */
export async function cleanUpNow(): Promise<Partial<CleanUpOutcome>> {
  lastRunAt = Date.now();
  const outcome: Partial<CleanUpOutcome> = {};
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      console.error(
        JSON.stringify({ event: 'clean-up', step: name, outcome: 'error', errorCode: errorCodeOf(error) }),
      );
    }
  };
  await step('alerts', async () => {
    const { deleted, expired } = await pruneAlerts(await getDb());
    Object.assign(outcome, { alertsDeleted: deleted, alertsExpired: expired });
  });
  await step('waitlist', async () => {
    outcome.signupsDeleted = await prunePendingSignups(await getDb());
  });
  await step('mail', async () => {
    const { expired, deleted } = await pruneOutbox(await getDb());
    Object.assign(outcome, { mailExpired: expired, mailDeleted: deleted });
  });
  await step('console', async () => {
    const { expired, auditDeleted } = await pruneConsole(await getDb());
    Object.assign(outcome, { consoleExpired: expired, auditDeleted });
  });
  const changed = Object.entries(outcome).filter(([, count]) => count > 0);
  if (changed.length > 0)
    console.log(`[clean-up] ${changed.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  return outcome;
}

export async function cleanUpIfDue(): Promise<void> {
  if (Date.now() - lastRunAt < EVERY_MS) return;
  await cleanUpNow();
}
