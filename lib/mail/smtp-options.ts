import { createPrivateKey } from 'node:crypto';

import nodemailer, { type SMTPTransportOptions } from 'nodemailer';

import { OUTBOX_LIMITS, type SendMail } from './outbox-store';

export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

export const SMTP_TIMEOUTS = {
  connectionMs: 5_000,
  greetingMs: 5_000,
  socketMs: 15_000,
  dnsMs: 5_000,
} as const;

/** As lib/env.ts judges the provider URL; smtp:// is not a special scheme, so URL leaves the host's case alone. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function fromAddressOf(mailFrom: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

function smtpUrl(url: string): { parsed: URL; implicitTls: boolean; loopback: boolean; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error('the SMTP URL must start with smtp:// or smtps://');
  const implicitTls = parsed.protocol === 'smtps:';
  const port = parsed.port ? Number(parsed.port) : implicitTls ? 465 : 587;
  return { parsed, implicitTls, loopback: isLoopbackHost(parsed.hostname), port };
}

// STARTTLS off loopback; on it, a local relay's self-signed certificate would fail verification.
export function smtpTransportOptions(
  url: string,
  { dkim }: { dkim?: DkimSettings } = {},
): SMTPTransportOptions {
  const { parsed, implicitTls, loopback, port } = smtpUrl(url);
  const user = decodeURIComponent(parsed.username);
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    secure: implicitTls,
    requireTLS: !implicitTls && !loopback,
    ignoreTLS: !implicitTls && loopback,
    auth: user ? { user, pass: decodeURIComponent(parsed.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
    dnsTimeout: SMTP_TIMEOUTS.dnsMs,
    logger: false,
    debug: false,
    dkim: dkim ? { ...dkim } : undefined,
  };
}

export function dkimSettings({
  selector,
  privateKey,
  fromAddress,
}: {
  selector: string;
  privateKey: string;
  fromAddress: string;
}): DkimSettings {
  const pem = privateKey.includes('\n') ? privateKey : privateKey.replaceAll('\\n', '\n');
  try {
    createPrivateKey(pem);
  } catch {
    throw Object.assign(
      new Error('MAIL_DKIM_PRIVATE_KEY is not a PEM private key (-----BEGIN PRIVATE KEY----- …)'),
      {
        code: 'MAIL_DKIM_KEY_INVALID',
      },
    );
  }
  return {
    domainName: fromAddress.slice(fromAddress.lastIndexOf('@') + 1).toLowerCase(),
    keySelector: selector,
    privateKey: pem,
  };
}

export function describeSmtp(url: string, { from, dkim }: { from: string; dkim: boolean }): string {
  const { parsed, implicitTls, loopback, port } = smtpUrl(url);
  const security = implicitTls ? 'TLS' : loopback ? 'plain on loopback' : 'STARTTLS required';
  return `mail is on via ${parsed.hostname}:${port} (${security}), from ${from}, DKIM ${dkim ? 'on' : 'off'}`;
}

/** Aborted after the outbox's send budget, so it never outlives the claim; the stable Message-ID marks a resend. */
export function smtpSender(options: SMTPTransportOptions, from: string): SendMail & { close: () => void } {
  const transport = nodemailer.createTransport(options);
  const send: SendMail = async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
      // The bodies are our own text, but nothing in a mail should make the sender read a file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
      signal: AbortSignal.timeout(OUTBOX_LIMITS.sendMs),
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
