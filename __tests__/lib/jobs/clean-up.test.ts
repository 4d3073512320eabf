/** @jest-environment node */
import { testBackends, useTestDatabase } from '@/__tests__/lib/db/test-databases';

jest.setTimeout(120_000);

describe.each(testBackends())('clean-up on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  it('deletes what is past its time with mail and recording off, and keeps the rest', async () => {
    await opened.db.query(
      `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
         confirm_expires_at, unsubscribe_token_hash, armed_at, expires_at, ended_at)
       values
         ('a@example.com', 'a@example.com', 'USD', 'NGN', 1600, 'up', 'en', '/', 'pending',
          now() - interval '1 minute', sha256('a'::bytea), null, null, null),
         ('b@example.com', 'b@example.com', 'USD', 'NGN', 1600, 'up', 'en', '/', 'fired',
          now() - interval '40 days', sha256('b'::bytea), now() - interval '40 days', now(), now() - interval '31 days'),
         ('c@example.com', 'c@example.com', 'USD', 'NGN', 1600, 'up', 'en', '/', 'armed',
          now() - interval '1 year', sha256('c'::bytea), now() - interval '13 months', now() - interval '1 day', null),
         ('d@example.com', 'd@example.com', 'USD', 'NGN', 1600, 'up', 'en', '/', 'pending',
          now() + interval '1 day', sha256('d'::bytea), null, null, null)`,
    );
    await opened.db.query(
      `insert into waitlist_pending (full_name, email, phone_e164, locale, source, token_hash, expires_at)
       values ('Old', 'old@example.com', '+2348030000001', 'en', 'hero', sha256('old'::bytea), now() - interval '1 s'),
              ('New', 'new@example.com', '+2348030000002', 'en', 'hero', sha256('new'::bytea), now() + interval '1 day')`,
    );
    await opened.db.query(
      `insert into mail_outbox (message_id, purpose, recipient, subject, text_body, created_at, sent_at)
       values ('<old@tuma.test>', 'alert-fired', 'b@example.com', 's', null, now() - interval '31 days',
               now() - interval '31 days'),
              ('<stuck@tuma.test>', 'alert-confirm', 'a@example.com', 's', 'token', now() - interval '49 hours', null)`,
    );
    await opened.db.query(
      `insert into console_audit (at, actor, action) values
         (now() - interval '366 days', 'ops@tuma.test', 'sign-in'), (now() - interval '364 days', 'ops@tuma.test', 'lookup')`,
    );
    await opened.db.query(
      `insert into console_sign_in_tokens (token_hash, email, expires_at) values
         (sha256('t1'::bytea), 'ops@tuma.test', now() - interval '1 s'),
         (sha256('t2'::bytea), 'ops@tuma.test', now() + interval '10 minutes')`,
    );

    process.env = { ...process.env, ...(await opened.database.processEnv()), SMTP_URL: '', CRON_SECRET: '' };
    jest.resetModules();
    // lib/db/get-db.ts keeps its pool on globalThis: the other backend's is not this one.
    delete (globalThis as { __tumaDb?: unknown }).__tumaDb;
    const { cleanUpNow } = await import('@/lib/jobs/clean-up');
    expect(await cleanUpNow()).toEqual({
      alertsDeleted: 2,
      alertsExpired: 1,
      signupsDeleted: 1,
      mailExpired: 1,
      mailDeleted: 1,
      consoleExpired: 1,
      auditDeleted: 1,
    });
    expect((await opened.db.query('select action from console_audit')).rows).toEqual([{ action: 'lookup' }]);
    const left = await opened.db.query<{ email: string; status: string }>(
      'select email, status from rate_alerts order by email',
    );
    expect(left.rows).toEqual([
      { email: 'c@example.com', status: 'expired' },
      { email: 'd@example.com', status: 'pending' },
    ]);
    expect((await opened.db.query('select email from waitlist_pending')).rows).toEqual([
      { email: 'new@example.com' },
    ]);
    const mail = await opened.db.query<{ message_id: string; text_body: string | null }>(
      'select message_id, text_body from mail_outbox',
    );
    expect(mail.rows).toEqual([{ message_id: '<stuck@tuma.test>', text_body: null }]);
  });
});
