/** @jest-environment node */
import type { Db } from '@/lib/db/open-database.mjs';
import { alertByUnsubscribeToken, armAlert, stopAlert } from '@/lib/alerts/alert-store';
import { fireRecordedAlerts } from '@/lib/alerts/fire-alerts';
import { alertMailRenderer } from '@/lib/alerts/fired-mail';
import { submitAlert, type SubmitAlertDeps } from '@/lib/alerts/submit-alert';
import { hashToken } from '@/lib/signup/tokens';
import { drainOutbox, type SendMail } from '@/lib/mail/outbox-store';

import { testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(120_000);

const SITE = 'http://localhost:3000';
const fields = (extra: Record<string, string> = {}) => ({
  email: 'Ada@Example.com',
  target: '1 600,50',
  pair: 'usd-to-ngn',
  locale: 'fr',
  website: '',
  ...extra,
});
const attribution = () => ({
  page: '/fr/convert/usd-to-ngn',
  utmSource: 'x',
  utmMedium: null,
  utmCampaign: null,
});

describe.each(testBackends())('rate alerts on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let deps: SubmitAlertDeps;

  // One database for the file (PGlite takes seconds to start), emptied before each test.
  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await db.query('truncate rate_alerts, mail_outbox, rate_samples, alert_cursors');
    deps = {
      getDb: async () => db,
      currentRate: async () => 1500,
      limitAddress: async () => true,
      mailPerHour: 100,
      mailSharePercent: 100,
      siteUrl: SITE,
      fromAddress: 'alerts@tuma.test',
      log: () => undefined,
    };
  });

  const submit = (extra?: Record<string, string>, address = '203.0.113.9') =>
    submitAlert(fields(extra), { address, attribution }, deps);
  const outbox = async () =>
    (
      await db.query<{
        purpose: string;
        recipient: string;
        text_body: string;
        headers: Record<string, string>;
      }>('select purpose, recipient, text_body, headers from mail_outbox order by id')
    ).rows;
  const alerts = async () =>
    (
      await db.query<{ status: string; direction: string; target: string; page: string; utm_source: string }>(
        'select status, direction, target::text as target, page, utm_source from rate_alerts order by id',
      )
    ).rows;
  const tokenIn = (text: string, path: string) =>
    new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

  it('stores a pending alert and its confirmation mail together, in the visitor’s language', async () => {
    expect(await submit()).toMatchObject({ kind: 'sent', locale: 'fr' });
    expect(await alerts()).toEqual([
      {
        status: 'pending',
        direction: 'up',
        target: '1600.50',
        page: '/fr/convert/usd-to-ngn',
        utm_source: 'x',
      },
    ]);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ purpose: 'alert-confirm', recipient: 'ada@example.com' });
    expect(mail!.text_body).toContain('égal ou supérieur à 1\u202f600,50');
    expect(tokenIn(mail!.text_body, '/fr/alerts/confirm')).toHaveLength(43);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=.{43}&lang=fr>$/,
      ),
    });
  });

  it('refuses a target equal to today’s rate as shown, and a target below sets a falling alert', async () => {
    expect(await submit({ target: '1500,004' })).toMatchObject({
      kind: 'invalid',
      fieldErrors: { target: 'equalsRate' },
    });
    expect(await alerts()).toEqual([]);
    await submit({ target: '1400' });
    expect((await alerts()).map((alert) => alert.direction)).toEqual(['down']);
  });

  it('answers the same for a caught bot and past the silent per-address limits, and sends nothing more', async () => {
    expect(await submit({ website: 'http://spam.example' })).toMatchObject({ kind: 'sent' });
    expect(await outbox()).toEqual([]);
    for (let index = 0; index < 5; index += 1) expect(await submit()).toMatchObject({ kind: 'sent' });
    // Three confirmation mails a day per address: the fourth and fifth look the same and queue nothing.
    expect(await outbox()).toHaveLength(3);
    expect(await alerts()).toHaveLength(3);
  });

  it('tells the visitor when the hour’s mail ceiling or their network’s limit is reached', async () => {
    deps.mailPerHour = 1;
    await submit();
    expect(await submit({ email: 'bo@example.com' }, '203.0.113.10')).toMatchObject({
      kind: 'rate-limited',
      scope: 'everyone',
    });
    deps.limitAddress = async () => false;
    expect(await submit({ email: 'cy@example.com' })).toMatchObject({
      kind: 'rate-limited',
      scope: 'network',
    });
    deps.currentRate = async () => undefined;
    expect(await submit({ email: 'di@example.com' })).toMatchObject({ kind: 'no-rate' });
    expect(await outbox()).toHaveLength(1);
  });

  it('arms once through the confirmation, never after 48 hours, and at most five per address', async () => {
    await submit();
    const token = tokenIn((await outbox())[0]!.text_body, '/fr/alerts/confirm');
    expect(await armAlert(db, hashToken(token))).toMatchObject({
      status: 'armed',
      pair: { from: 'USD', to: 'NGN' },
    });
    expect(await armAlert(db, hashToken(token))).toBeUndefined();

    await submit({ email: 'late@example.com' });
    const late = tokenIn((await outbox())[1]!.text_body, '/fr/alerts/confirm');
    await db.query(
      `update rate_alerts set confirm_expires_at = now() - interval '1 second' where status = 'pending'`,
    );
    expect(await armAlert(db, hashToken(late))).toBeUndefined();

    await db.query(
      `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
         confirm_expires_at, unsubscribe_token_hash, armed_at, expires_at)
       select 'ada@example.com', 'ada@example.com', 'USD', 'GHS', 20 + n, 'up', 'en', '/', 'armed', now(),
         sha256(n::text::bytea), now(), now() + interval '1 year'
       from generate_series(1, 4) as n`,
    );
    await db.query(`delete from mail_outbox`);
    await submit({ target: '1700' });
    // Five armed already: the answer is the same, and no mail goes.
    expect(await outbox()).toEqual([]);
  });

  it('fires an armed alert once for a recorded crossing, however many runs race, and never a pending one', async () => {
    await submit(); // up, 1600.50
    await submit({ email: 'pending@example.com', target: '1550' }); // never confirmed
    const token = tokenIn((await outbox())[0]!.text_body, '/fr/alerts/confirm');
    await armAlert(db, hashToken(token));
    const record = (rate: string, minutes: number) =>
      db.query(
        `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
         values ('provider', 'USD', 'NGN', now() + make_interval(mins => $2), now() + make_interval(mins => $2), $1::numeric)`,
        [rate, minutes],
      );
    const fire = () =>
      fireRecordedAlerts({ db, source: 'provider', siteUrl: SITE, fromAddress: 'alerts@tuma.test' });

    await record('1600.49', 1);
    expect((await fire()).fired).toBe(0);
    await record('1600.5', 2);
    await record('1650', 3);
    const runs = await Promise.all([fire(), fire(), fire(), fire()]);
    expect(runs.reduce((sum, run) => sum + run.fired, 0)).toBe(1);
    expect((await outbox()).filter((mail) => mail.purpose === 'alert-fired')).toHaveLength(1);
    expect((await alerts()).map((alert) => alert.status)).toEqual(['fired', 'pending']);
    expect((await fire()).fired).toBe(0);

    // Composed when it is sent: the first reading at or above the target, in the alert's language.
    const sent: Parameters<SendMail>[0][] = [];
    await drainOutbox({
      db,
      send: async (mail) => void sent.push(mail),
      render: alertMailRenderer({ db: async () => db, siteUrl: SITE }),
    });
    const fired = sent.filter((mail) => mail.messageId.startsWith('<alert-fired.'));
    expect(fired).toHaveLength(1);
    expect(fired[0]!.text).toContain('1\u202f600,50 NGN pour 1 USD');
    const unsubscribe = fired[0]!.headers['List-Unsubscribe'];
    expect(unsubscribe).toMatch(/\/api\/alerts\/unsubscribe\?token=.{43}&lang=fr>$/);
    expect(
      await alertByUnsubscribeToken(db, hashToken(/token=([^&]+)/.exec(unsubscribe!)![1]!)),
    ).toMatchObject({ status: 'fired' });
  });

  it('ends an armed alert 12 months after it was armed, and deletes an unconfirmed one after 48 hours', async () => {
    await submit(); // up, 1600.50
    await submit({ email: 'pending@example.com', target: '1700' }); // never confirmed
    const lifetimes = async () =>
      (
        await db.query<{ email: string; armed_year: boolean; confirm_48h: boolean }>(
          `select email, expires_at = armed_at + interval '12 months' as armed_year,
             confirm_expires_at = created_at + interval '48 hours' as confirm_48h
           from rate_alerts order by id`,
        )
      ).rows;
    await armAlert(db, hashToken(tokenIn((await outbox())[0]!.text_body, '/fr/alerts/confirm')));
    expect(await lifetimes()).toEqual([
      { email: 'ada@example.com', armed_year: true, confirm_48h: true },
      { email: 'pending@example.com', armed_year: null, confirm_48h: true },
    ]);

    // Both past their time, with a reading that would have crossed: nothing fires.
    await db.query(`update rate_alerts set expires_at = now() - interval '1 second' where status = 'armed'`);
    await db.query(
      `update rate_alerts set confirm_expires_at = now() - interval '1 second' where status = 'pending'`,
    );
    await db.query(
      `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
       values ('provider', 'USD', 'NGN', now() + interval '1 minute', now() + interval '1 minute', 2000)`,
    );
    expect(
      await fireRecordedAlerts({ db, source: 'provider', siteUrl: SITE, fromAddress: 'a@tuma.test' }),
    ).toEqual({ fired: 0, expired: 1, deleted: 1 });
    expect((await alerts()).map((alert) => alert.status)).toEqual(['expired']);
    expect((await outbox()).filter((mail) => mail.purpose === 'alert-fired')).toEqual([]);
  });

  it('stops an alert from its link, so it never fires, and forgets ended alerts after 30 days', async () => {
    await submit();
    const text = (await outbox())[0]!.text_body;
    await armAlert(db, hashToken(tokenIn(text, '/fr/alerts/confirm')));
    expect(await stopAlert(db, hashToken(tokenIn(text, '/fr/alerts/unsubscribe')))).toBe(true);
    expect(await stopAlert(db, hashToken(tokenIn(text, '/fr/alerts/unsubscribe')))).toBe(false);
    await db.query(
      `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
       values ('provider', 'USD', 'NGN', now() + interval '1 minute', now() + interval '1 minute', 2000)`,
    );
    expect(
      (await fireRecordedAlerts({ db, source: 'provider', siteUrl: SITE, fromAddress: 'a@tuma.test' })).fired,
    ).toBe(0);
    expect((await alerts()).map((alert) => alert.status)).toEqual(['unsubscribed']);

    await db.query(`update rate_alerts set ended_at = now() - interval '31 days'`);
    const run = await fireRecordedAlerts({
      db,
      source: 'provider',
      siteUrl: SITE,
      fromAddress: 'a@tuma.test',
    });
    expect(run.deleted).toBe(1);
    expect(await alerts()).toEqual([]);
  });
});
