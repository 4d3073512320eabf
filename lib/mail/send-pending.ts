import 'server-only';

import { getDb } from '@/lib/db/get-db';

import { drainOutbox, OUTBOX_LIMITS, type DrainOutcome } from './outbox-store';
import type { RenderMail } from './render-mail';
import { createSmtpSender, mailSettings } from './transport';

function errorLabel(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return (
    [name, code].filter((part) => typeof part === 'string' && /^\w{1,40}$/.test(part)).join(' ') || 'unknown'
  );
}

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
