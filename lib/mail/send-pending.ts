import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { drainOutbox, OUTBOX_LIMITS, pruneOutbox, type DrainOutcome } from './outbox';
import type { RenderMail } from './render-mail';
import { createSmtpSender, mailSettings } from './transport';

const PRUNE_EVERY_MS = 60 * 60_000;
let lastPrunedAt = Number.NEGATIVE_INFINITY;

/** The error's code or name: a message can quote an address, a host or a server's prose. */
function errorLabel(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return (
    [name, code].filter((part) => typeof part === 'string' && /^\w{1,40}$/.test(part)).join(' ') || 'unknown'
  );
}

/**
 * Sends the outbox's due mail, then prunes it at most once an hour in this process. Runs after responses (the
 * recorder's cron run, `after()` a form submit), so it never throws: a failure is logged and left to the next tick.
 * With mail off it only prunes: mail queued before it was switched off is given up in its time, not kept for good.
 * `render` composes the rows queued without bodies (lib/alerts/send-mail.ts passes the alerts' own).
 * Undefined when mail is off, or when the drain could not run.
 */
export async function sendPendingMail({ render }: { render: RenderMail }): Promise<DrainOutcome | undefined> {
  let outcome: DrainOutcome | undefined;
  if (mailSettings().on) {
    try {
      outcome = await drainOutbox({
        db: await getDb(),
        send: createSmtpSender(),
        log: (line) => console.warn(line),
        render,
      });
      if (outcome.sent + outcome.retried + outcome.failed > 0)
        console.log(`[mail] sent ${outcome.sent}, to retry ${outcome.retried}, given up ${outcome.failed}`);
    } catch (error) {
      console.error(`[mail] could not send pending mail: ${errorLabel(error)}`);
      return undefined;
    }
  }
  if (Date.now() - lastPrunedAt >= PRUNE_EVERY_MS) {
    lastPrunedAt = Date.now();
    try {
      const { expired, deleted } = await pruneOutbox(await getDb());
      if (expired > 0)
        console.warn(
          `[mail] gave up ${expired} outbox rows unsent after ${OUTBOX_LIMITS.sendWithinMs / 3_600_000} h`,
        );
      if (deleted > 0) console.log(`[mail] pruned ${deleted} outbox rows past their retention`);
    } catch (error) {
      console.error(`[mail] could not prune the outbox: ${errorLabel(error)}`);
    }
  }
  return outcome;
}
