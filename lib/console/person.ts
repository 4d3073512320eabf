import 'server-only';

import * as alerts from '@/lib/alerts/alerts';
import { getDb } from '@/lib/db/get-db';
import * as mail from '@/lib/mail/mail';
import { emailSchema } from '@/lib/signup/email-schema';
import { deleteLimiterKeys, readLimiterKeys } from '@/lib/signup/rate-limit';
import { hashToken, isTokenShaped, newToken } from '@/lib/signup/tokens';
import * as waitlist from '@/lib/waitlist/waitlist';

import { recordAudit } from './audit';
import { normalEmail } from './console-settings';
import type { Admin } from './session';
import { deleteLookupsOf, insertLookup, lookupEmail } from './session-store';
import { CONSOLE_EMAIL_LIMITER } from './sign-in';

export type Person = {
  email: string;
  waitlist: waitlist.WaitlistPerson;
  alerts: alerts.AlertsPerson;
  mail: mail.MailPerson;
  console: { limiterKeys: Awaited<ReturnType<typeof readLimiterKeys>> };
};

const consoleKeys = (email: string) => [{ name: CONSOLE_EMAIL_LIMITER, key: normalEmail(email) }];

/** A handle for the person's page, so the address stays out of URLs; undefined for a malformed address. */
export async function openLookup(admin: Admin, input: unknown): Promise<string | undefined> {
  const parsed = emailSchema.safeParse(input);
  if (!parsed.success) return undefined;
  const { token, hash } = newToken();
  const db = await getDb();
  await insertLookup(db, admin.sessionId, hash, parsed.data);
  await recordAudit(db, { actor: admin.email, action: 'lookup', subject: parsed.data });
  return token;
}

/** The address a handle stands for, to this session only. */
export async function emailOfHandle(admin: Admin, handle: unknown): Promise<string | undefined> {
  if (typeof handle !== 'string' || !isTokenShaped(handle)) return undefined;
  return lookupEmail(await getDb(), admin.sessionId, hashToken(handle));
}

/** Everything every door keeps about the address. */
export async function lookUpPerson(email: string): Promise<Person> {
  const [kept, alerted, mailed] = await Promise.all([
    waitlist.lookUp(email),
    alerts.lookUp(email),
    mail.lookUp(email),
  ]);
  const limiterKeys = await readLimiterKeys(await getDb(), consoleKeys(email));
  return { email, waitlist: kept, alerts: alerted, mail: mailed, console: { limiterKeys } };
}

export async function exportPerson(admin: Admin, email: string) {
  const data = {
    email,
    exportedAt: new Date().toISOString(),
    waitlist: await waitlist.exportPerson(email),
    alerts: await alerts.exportPerson(email),
    mail: await mail.exportPerson(email),
    console: JSON.parse(JSON.stringify((await lookUpPerson(email)).console)) as unknown,
  };
  await recordAudit(await getDb(), { actor: admin.email, action: 'export', subject: email });
  return data;
}

export function isEmpty(person: Person): boolean {
  const { signups, pending, limiterKeys } = person.waitlist;
  return [
    signups,
    pending,
    limiterKeys,
    person.alerts.alerts,
    person.mail.mail,
    person.console.limiterKeys,
  ].every((rows) => rows.length === 0);
}

/** One transaction through every door: all of it goes, or none. Returns the rows deleted. */
export async function erasePerson(admin: Admin, email: string): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const counts = [
      await waitlist.erase(email, tx),
      await alerts.erase(email, tx),
      await mail.erase(email, tx),
      await deleteLimiterKeys(tx, consoleKeys(email)),
    ];
    await deleteLookupsOf(tx, normalEmail(email));
    const erased = counts.reduce((sum, count) => sum + count, 0);
    await recordAudit(tx, {
      actor: admin.email,
      action: 'erasure',
      detail: `${erased} rows`,
      subject: email,
    });
    return erased;
  });
}
