import 'server-only';

import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/open-database.mjs';

import { mailboxKey } from './mailbox';
import { deleteMailOf, mailOf } from './outbox-records';

export type MailPerson = { mail: Record<string, unknown>[] };

const keysOf = (email: string) => [email.trim().toLowerCase(), mailboxKey(email)] as const;

/** The outbox's rows for an address or its mailbox; mail already handed to the SMTP server is beyond recall. */
export async function lookUp(email: string): Promise<MailPerson> {
  return { mail: await mailOf(await getDb(), ...keysOf(email)) };
}

/** The same, as plain JSON values for the person's copy of their data. */
export async function exportPerson(email: string): Promise<MailPerson> {
  return JSON.parse(JSON.stringify(await lookUp(email))) as MailPerson;
}

/** Deletes them inside the caller's transaction; answers how many rows went. */
export async function erase(email: string, tx: Queryable): Promise<number> {
  return deleteMailOf(tx, ...keysOf(email));
}
