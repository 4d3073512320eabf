import type { Db } from '@/lib/db/open-database.mjs';
import { mailboxKey } from '@/lib/mail/mailbox';
import { createSignupLimits } from '@/lib/signup/signup-limits';

import type { TestDatabase } from './test-databases';

/** Two people with rows in every store that keeps an address; Ada writes hers two ways that reach one mailbox. */
export const people = {
  ada: { email: 'ada.l@gmail.com', variant: 'adal+alerts@gmail.com', phone: '+2348030000001' },
  bo: { email: 'bo@example.com', variant: 'bo@example.com', phone: '+2348030000002' },
} as const;

export async function seedTwoPeople(db: Db): Promise<void> {
  for (const table of [
    'waitlist_signups',
    'waitlist_pending',
    'waitlist_rate_limit',
    'rate_alerts',
    'mail_outbox',
  ])
    await db.query(`delete from ${table}`);
  const limits = createSignupLimits({
    getDb: async () => db,
    counts: { address: 100, total: 100, email: 100, phone: 100 },
    windowMs: 60_000,
  });
  for (const [name, person] of Object.entries(people)) {
    await db.query(
      `insert into waitlist_signups (full_name, email, phone_e164, locale, source, confirmation)
       values ($1, $2, $3, 'en', 'hero', 'mail-off')`,
      [name, person.email, person.phone],
    );
    await db.query(
      `insert into waitlist_pending (full_name, email, phone_e164, locale, source, token_hash, expires_at)
       values ($1, $2, $3, 'en', 'hero', sha256(convert_to($2::text, $$UTF8$$)), now() + interval '1 day')`,
      [name, person.email, person.phone],
    );
    await db.query(
      `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page,
         confirm_expires_at, unsubscribe_token_hash)
       values ($1, $2, 'USD', 'NGN', 1600, 'up', 'en', '/', now() + interval '1 day', sha256(convert_to($1::text, $$UTF8$$)))`,
      [person.variant, mailboxKey(person.email)],
    );
    await db.query(
      `insert into mail_outbox (message_id, purpose, recipient, mailbox, subject)
       values ($1, 'alert-confirm', $2, $3, 'Confirm')`,
      [`<${name}@tuma.test>`, person.variant, mailboxKey(person.email)],
    );
    await limits.consume({
      address: `address-of-${name}`,
      email: mailboxKey(person.email),
      phone: person.phone,
    });
  }
}

/** The door as a server process loads it: its getDb() opens this test's database. */
export async function loadDoor<T>(database: TestDatabase, load: () => Promise<T>): Promise<T> {
  Object.assign(process.env, await database.processEnv());
  jest.resetModules();
  // lib/db/get-db.ts keeps its pool on globalThis: the other backend's is not this one.
  delete (globalThis as { __tumaDb?: unknown }).__tumaDb;
  return load();
}
