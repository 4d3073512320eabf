import 'server-only';

import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/open-database.mjs';

import { mailFigures, type MailFigures } from './mail-figures';
import { mailboxKey } from './mailbox';
import { deleteMailOf, mailOf } from './outbox-records';
import { messageIdFor } from './outbox-store';
import { mailSettings } from './transport';

export type MailPerson = { mail: Record<string, unknown>[] };

const keysOf = (email: string) => [email.trim().toLowerCase(), mailboxKey(email)] as const;

export async function lookUp(email: string): Promise<MailPerson> {
  return { mail: await mailOf(await getDb(), ...keysOf(email)) };
}

export async function exportPerson(email: string): Promise<MailPerson> {
  return JSON.parse(JSON.stringify(await lookUp(email))) as MailPerson;
}

export async function erase(email: string, tx: Queryable): Promise<number> {
  return deleteMailOf(tx, ...keysOf(email));
}

/** The outbox of the last 30 days (queued, sent, given up) and the oldest mail still waiting. */
export async function mailOverview(): Promise<MailFigures> {
  return mailFigures(await getDb());
}

export type ConsoleMail = { to: string; key: string; subject: string; text: string; html: string };

/**
 * Queues a console sign-in mail in the caller's transaction, with no share key: it counts against no visitor's share
 * nor the site's hourly ceiling. `store: false` runs the same statement and queues nothing.
 */
export async function queueConsoleMail(tx: Queryable, mail: ConsoleMail, { store }: { store: boolean }) {
  const settings = mailSettings();
  if (!settings.on) return;
  await tx.query(
    `insert into mail_outbox (message_id, purpose, recipient, mailbox, subject, text_body, html_body)
     select $1, 'console-sign-in', $2, $3, $4, $5, $6 where $7::boolean`,
    [
      messageIdFor('console-sign-in', mail.key, settings.fromAddress),
      mail.to,
      mailboxKey(mail.to),
      mail.subject,
      mail.text,
      mail.html,
      store,
    ],
  );
}
