import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { drainOutbox, OUTBOX_LIMITS, type DrainOutcome } from './outbox-store';
import type { RenderMail } from './render-mail';
import { createSmtpSender, mailSettings } from './transport';

/** The error's code or name: a message can quote an address, a host or a server's prose. */
function errorLabel(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return (
    [name, code].filter((part) => typeof part === 'string' && /^\w{1,40}$/.test(part)).join(' ') || 'unknown'
  );
}

/**
 * Sends the outbox's due mail: one batch, or batch after batch for up to `forMs` (the recorder's run, which may
 * have fired many alerts). Runs after responses (the recorder's cron run, `after()` a form submit), so it never
 * throws: a failure is logged and left to the next tick. `render` composes the rows queued without bodies
 * (lib/jobs/send-mail.ts passes the alerts' own). Undefined when mail is off, or when the drain could not run.
 * Old rows are given up and pruned by lib/jobs/clean-up.ts, mail on or off.
 */
export async function sendPendingMail({
  render,
  forMs = 0,
}: {
  render: RenderMail;
  forMs?: number;
}): Promise<DrainOutcome | undefined> {
  if (!mailSettings().on) return undefined;
  const total: DrainOutcome = { sent: 0, retried: 0, failed: 0 };
  const until = performance.now() + forMs;
  try {
    const db = await getDb();
    const send = createSmtpSender();
    for (;;) {
      const outcome = await drainOutbox({ db, send, log: (line) => console.warn(line), render });
      total.sent += outcome.sent;
      total.retried += outcome.retried;
      total.failed += outcome.failed;
      // A short batch means nothing more is due; a server failure leaves the rest for the next tick.
      const handled = outcome.sent + outcome.retried + outcome.failed;
      if (handled < OUTBOX_LIMITS.batch || outcome.sent === 0 || performance.now() >= until) break;
    }
  } catch (error) {
    console.error(`[mail] could not send pending mail: ${errorLabel(error)}`);
    return undefined;
  } finally {
    if (total.sent + total.retried + total.failed > 0)
      console.log(`[mail] sent ${total.sent}, to retry ${total.retried}, given up ${total.failed}`);
  }
  return total;
}
