/** @jest-environment node */
import { csvChunksOf } from './csv-helpers';
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor } from '../db/two-people';

jest.setTimeout(120_000);

async function seed(db: { query: (sql: string) => Promise<unknown> }) {
  for (const table of [
    'waitlist_signups',
    'waitlist_pending',
    'rate_alerts',
    'mail_outbox',
    'rate_recordings',
  ])
    await db.query(`delete from ${table}`);
  await db.query(
    `insert into waitlist_signups (full_name, email, phone_e164, locale, source, confirmation, page, utm_source,
       utm_campaign, created_at)
     values ('A', 'a@x.test', '+2348030000001', 'en', 'hero', 'confirmed', '/', 'news', 'launch', now()),
            ('B', 'b@x.test', '+2348030000002', 'en', 'hero', 'confirmed', '/', 'news', 'launch', now() - interval '1 day'),
            ('C', 'c@x.test', '+2348030000003', 'en', 'hero', 'mail-off', '/convert/usd-to-ngn', null, null, now()),
            ('Old', 'old@x.test', '+2348030000004', 'en', 'hero', 'confirmed', '/', null, null, now() - interval '40 days')`,
  );
  await db.query(
    `insert into waitlist_pending (full_name, email, phone_e164, locale, source, page, utm_source, utm_campaign,
       token_hash, expires_at)
     values ('=HYPERLINK("x")', 'p@x.test', '+2348030000005', 'fr', 'link', '/fr', 'ads', 'spring',
       sha256('p'::bytea), now() + interval '1 day')`,
  );
  await db.query(
    `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
       confirm_expires_at, unsubscribe_token_hash)
     values ('a@x.test', 'a@x.test', 'USD', 'NGN', 1600, 'up', 'en', '/convert/usd-to-ngn', 'armed', now(), sha256('1'::bytea)),
            ('b@x.test', 'b@x.test', 'USD', 'NGN', 1400, 'down', 'en', '/convert/usd-to-ngn', 'unsubscribed', now(), sha256('2'::bytea)),
            ('c@x.test', 'c@x.test', 'USD', 'GHS', 16, 'up', 'en', '/convert/usd-to-ghs', 'pending', now(), sha256('3'::bytea))`,
  );
  await db.query(
    `insert into mail_outbox (message_id, purpose, recipient, subject, created_at, sent_at, failed_at)
     values ('<1@t>', 'alert-confirm', 'a@x.test', 's', now() - interval '3 hours', null, null),
            ('<2@t>', 'alert-confirm', 'b@x.test', 's', now(), now(), null),
            ('<3@t>', 'waitlist-confirm', 'c@x.test', 's', now(), null, now())`,
  );
  await db.query(
    `insert into rate_recordings (source, bucket, claimed_at, completed_at, stored)
     values ('provider', now() - interval '27 hours', now() - interval '27 hours', now() - interval '27 hours', 18)`,
  );
}

describe.each(testBackends())('the overview figures and CSV streams on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  it('counts the last 30 days by state, day, page and campaign', async () => {
    await seed(opened.db);
    const waitlist = await loadDoor(opened.database, () => import('@/lib/waitlist/waitlist'));
    const alerts = await import('@/lib/alerts/alerts');
    const mail = await import('@/lib/mail/mail');
    const history = await import('@/lib/rates/history/history');
    const today = new Date().toISOString().slice(0, 10);

    const signups = await waitlist.signupFigures();
    expect(signups.byDay.filter((row) => row.key === today)).toEqual([
      { key: today, state: 'confirmed', count: 1 },
      { key: today, state: 'mail-off', count: 1 },
      { key: today, state: 'pending', count: 1 },
    ]);
    expect(signups.byDay.reduce((sum, row) => sum + row.count, 0)).toBe(4);
    expect(signups.byPage).toContainEqual({ key: '/', state: 'confirmed', count: 2 });
    expect(signups.byCampaign).toContainEqual({ key: 'news / launch', state: 'confirmed', count: 2 });
    expect(signups.byCampaign).toContainEqual({ key: 'ads / spring', state: 'pending', count: 1 });

    const alerted = await alerts.alertFigures();
    expect(alerted.byPage).toEqual([
      { key: '/convert/usd-to-ghs', state: 'pending', count: 1 },
      { key: '/convert/usd-to-ngn', state: 'armed', count: 1 },
      { key: '/convert/usd-to-ngn', state: 'stopped', count: 1 },
    ]);

    const outbox = await mail.mailOverview();
    expect(outbox.byDay.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(outbox.byPage).toContainEqual({ key: 'waitlist-confirm', state: 'given up', count: 1 });
    expect(Date.now() - outbox.oldestUnsentAt!.getTime()).toBeGreaterThan(3 * 3_600_000 - 60_000);

    const recording = await history.lastRecording();
    expect(recording).toMatchObject({ source: 'provider', stored: 18 });
  });

  it('streams both CSVs, pending sign-ups included and formulas defused', async () => {
    await seed(opened.db);
    const waitlist = await loadDoor(opened.database, () => import('@/lib/waitlist/waitlist'));
    const alerts = await import('@/lib/alerts/alerts');
    const signups = (await csvChunksOf(waitlist.signupsCsvChunks())).split('\r\n');
    expect(signups[0]).toBe(
      'created_at,full_name,email,phone,locale,source,confirmation,confirmed_at,page,utm_source,utm_medium,utm_campaign',
    );
    expect(signups).toHaveLength(1 + 5 + 1);
    expect(signups[5]).toMatch(
      /^[^,]+,"'=HYPERLINK\(""x""\)",p@x\.test,\+2348030000005,fr,link,pending,,\/fr,ads,,spring$/,
    );
    const alertLines = (await csvChunksOf(alerts.alertsCsvChunks())).split('\r\n');
    expect(alertLines[0]).toBe(
      'created_at,email,pair,target,direction,status,locale,page,utm_source,utm_medium,utm_campaign',
    );
    expect(alertLines[1]).toMatch(/,a@x\.test,USD-NGN,1600,up,armed,en,\/convert\/usd-to-ngn,,,$/);
  });

  it('lists rows in id order, past the tenth (ids sort as numbers, not text)', async () => {
    await opened.db.query('delete from waitlist_signups');
    await opened.db.query('delete from waitlist_pending');
    await opened.db.query(
      `insert into waitlist_signups (full_name, email, phone_e164, locale, source, confirmation)
       select 'P' || n, 'p' || n || '@x.test', '+2348030000' || lpad(n::text, 3, '0'), 'en', 'hero', 'confirmed'
       from generate_series(1, 12) as n`,
    );
    const waitlist = await loadDoor(opened.database, () => import('@/lib/waitlist/waitlist'));
    const emails = (await csvChunksOf(waitlist.signupsCsvChunks()))
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[2]);
    expect(emails).toEqual(Array.from({ length: 12 }, (_, index) => `p${index + 1}@x.test`));
  });
});
