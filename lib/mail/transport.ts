import 'server-only';

import { env } from '@/lib/env';

import type { SendMail } from './outbox-store';
import { describeSmtp, dkimSettings, fromAddressOf, smtpSender, smtpTransportOptions } from './smtp-options';

export function mailSettings(): { on: false } | { on: true; from: string; fromAddress: string } {
  if (!env.SMTP_URL || !env.MAIL_FROM) return { on: false };
  return { on: true, from: env.MAIL_FROM, fromAddress: fromAddressOf(env.MAIL_FROM) };
}

// Not pooled: a pool requeues a message whose connection closed mid-send, a resend outside the outbox.
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

export function describeMailSettings(): string {
  const settings = mailSettings();
  if (!settings.on || !env.SMTP_URL)
    return 'mail is off (SMTP_URL is not set): rate alerts and address confirmation are off';
  return describeSmtp(env.SMTP_URL, {
    from: settings.from,
    dkim: Boolean(env.MAIL_DKIM_SELECTOR && env.MAIL_DKIM_PRIVATE_KEY),
  });
}
