import 'server-only';

import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/open-database.mjs';

import { mailboxKey } from './mailbox';
import { deleteMailOf, mailOf } from './outbox-records';

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
