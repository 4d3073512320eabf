import 'server-only';

import { env } from '@/lib/env';

import type { SendMail } from './outbox-store';
import { describeSmtp, dkimSettings, fromAddressOf, smtpSender, smtpTransportOptions } from './smtp-options';

// The running server's settings decide (lib/env.ts parses them when the server starts), never what the build saw.

export function mailSettings(): { on: false } | { on: true; from: string; fromAddress: string } {
  // lib/env.ts refuses SMTP_URL without MAIL_FROM; both are checked here again only for the types.
  if (!env.SMTP_URL || !env.MAIL_FROM) return { on: false };
  return { on: true, from: env.MAIL_FROM, fromAddress: fromAddressOf(env.MAIL_FROM) };
}

/**
 * Not pooled: a drain sends at most a batch of 20, a few times an hour, so a kept-open connection saves little, and
 * costs an idle socket between ticks (providers drop idle sessions; a serverless function is frozen with it open) and
 * the pool's own requeue of a message whose connection closed mid-send, a resend outside the outbox's accounting.
 * One connection per mail, each send settled on its own. The transport itself is made once per process.
 */
let sender: SendMail | undefined;

export function createSmtpSender(): SendMail {
  if (sender) return sender;
  const settings = mailSettings();
  if (!settings.on || !env.SMTP_URL) throw new Error('mail is off (SMTP_URL is not set)');
  const dkim =
    env.MAIL_DKIM_SELECTOR && env.MAIL_DKIM_PRIVATE_KEY
      ? dkimSettings({
          selector: env.MAIL_DKIM_SELECTOR,
          privateKey: env.MAIL_DKIM_PRIVATE_KEY,
          fromAddress: settings.fromAddress,
        })
      : undefined;
  sender = smtpSender(smtpTransportOptions(env.SMTP_URL, { dkim }), settings.from);
  return sender;
}

/** For the start log: where mail goes, never the credentials. */
export function describeMailSettings(): string {
  const settings = mailSettings();
  if (!settings.on || !env.SMTP_URL)
    return 'mail is off (SMTP_URL is not set): rate alerts and address confirmation are off';
  return describeSmtp(env.SMTP_URL, {
    from: settings.from,
    dkim: Boolean(env.MAIL_DKIM_SELECTOR && env.MAIL_DKIM_PRIVATE_KEY),
  });
}
