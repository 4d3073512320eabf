/** @jest-environment node */
import type { Db } from '@/lib/db/open-database.mjs';
import { checkAlerts } from '@/lib/alerts/alert-engine';
import { alertMailRenderer } from '@/lib/alerts/fired-mail';
import { drainOutbox, messageIdFor, type SendMail } from '@/lib/mail/outbox-store';

import { testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(180_000);

const FROM = 'alerts@tuma.test';
const SITE = 'http://localhost:3000';

describe.each(testBackends())('the alert engine on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await db.query('truncate rate_alerts, mail_outbox, rate_samples, alert_cursors');
  });

  /** `count` armed USD→NGN alerts, armed `armedMinutes` from now, as a confirmation would leave them. */
  const arm = (count: number, target: string, direction: 'up' | 'down', armedMinutes = 0) =>
    db.query(
      `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
         confirm_expires_at, unsubscribe_token_hash, armed_at, expires_at)
       select 'p' || n || '@example.com', 'p' || n || '@example.com', 'USD', 'NGN', $2::numeric, $3, 'en', '/',
         'armed', now(), sha256(gen_random_uuid()::text::bytea), now() + make_interval(mins => $4),
         now() + interval '1 year'
       from generate_series(1, $1::int) as n`,
      [count, target, direction, armedMinutes],
    );
  const record = (rate: string | null, minutes: number) =>
    db.query(
      `insert into rate_samples (source, from_code, to_code, bucket, read_at, rate)
       values ('provider', 'USD', 'NGN', now() + make_interval(mins => $2), now() + make_interval(mins => $2),
         $1::numeric)`,
      [rate, minutes],
    );
  const check = (on: Db = db) => checkAlerts({ db: on, source: 'provider', fromAddress: FROM });
  const firedRates = async () =>
    (
      await db.query<{ fired_rate: string | null }>(
        'select fired_rate::text as fired_rate from rate_alerts order by id',
      )
    ).rows.map((row) => row.fired_rate);

  it('queues each of 10,000 alerts’ mail exactly once for one crossing, with two replicas checking at once', async () => {
    await arm(10_000, '1600', 'up');
    await record('1590', 1);
    expect((await check()).fired).toBe(0);
    await record('1610', 2);
    const replica = await database.open();
    const runs = await Promise.all([check(), check(replica)]);
    expect(runs[0]!.fired + runs[1]!.fired).toBe(10_000);
    const { rows } = await db.query<{ mails: number; alerts: number; fired: number }>(
      `select count(*)::int as mails, count(distinct alert_id)::int as alerts,
         (select count(*)::int from rate_alerts where status = 'fired' and fired_rate = 1610) as fired
       from mail_outbox where purpose = 'alert-fired'`,
    );
    expect(rows[0]).toEqual({ mails: 10_000, alerts: 10_000, fired: 10_000 });
    await record('1620', 3);
    expect((await check(replica)).fired).toBe(0);
  });

  it('fires nothing on a one-reading spike of 6 % that reverts', async () => {
    await arm(1, '103', 'up');
    await record('100', 1);
    await check();
    await record('106', 2);
    expect((await check()).fired).toBe(0);
    await record('100', 3);
    await record('101', 4);
    expect((await check()).fired).toBe(0);
    expect(await firedRates()).toEqual([null]);
  });

  it('fires on the second reading of a 6 % jump that holds', async () => {
    await arm(1, '103', 'up');
    await record('100', 1);
    await check();
    await record('106', 2);
    expect((await check()).fired).toBe(0);
    await record('106.5', 3);
    expect((await check()).fired).toBe(1);
    expect(await firedRates()).toEqual(['106.5']);
  });

  it('fires on the first reading of a 2 % move, either way, past a gap, however many readings one check reads', async () => {
    await arm(1, '101.5', 'up');
    await arm(1, '98.5', 'down');
    await record('100', 1);
    await record(null, 2);
    await record('102', 3);
    await record('100', 4);
    await record('98', 5);
    expect((await check()).fired).toBe(2);
    expect(await firedRates()).toEqual(['102', '98']);
  });

  it('never fires on a reading from before the alert was armed, nor an alert past its time', async () => {
    await arm(1, '103', 'up', 5);
    await arm(1, '103', 'up');
    await db.query(`update rate_alerts set expires_at = now() - interval '1 second' where id = (
      select max(id) from rate_alerts)`);
    await record('104', 1);
    expect((await check()).fired).toBe(0);
    await record('104', 6);
    expect((await check()).fired).toBe(1);
    expect(await firedRates()).toEqual(['104', null]);
  });

  it('composes the mail when it is sent, with a stable Message-ID, and resends the same links after a failure', async () => {
    await arm(2, '103', 'up');
    await record('104', 1);
    await check();
    const { rows: queued } = await db.query<{ alert_id: string; text_body: string | null; subject: string }>(
      `select alert_id::text as alert_id, text_body, subject from mail_outbox order by id`,
    );
    expect(queued.map((row) => row.text_body)).toEqual([null, null]);
    // One alert deleted before its mail went: that row is given up, not sent blank.
    await db.query('delete from rate_alerts where id = $1::bigint', [queued[1]!.alert_id]);

    const render = alertMailRenderer({ db: async () => db, siteUrl: SITE });
    const sent: Parameters<SendMail>[0][] = [];
    const refuse: SendMail = async () => {
      throw Object.assign(new Error('mailbox full'), { code: 'EENVELOPE', responseCode: 452 });
    };
    expect(await drainOutbox({ db, send: refuse, render })).toMatchObject({ retried: 1, failed: 1 });
    await db.query('update mail_outbox set next_attempt_at = now() where sent_at is null');
    const stored = (
      await db.query<{ text_body: string }>('select text_body from mail_outbox where failed_at is null')
    ).rows[0]!.text_body;
    expect(await drainOutbox({ db, send: async (mail) => void sent.push(mail), render })).toMatchObject({
      sent: 1,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      messageId: messageIdFor('alert-fired', queued[0]!.alert_id, FROM),
      to: 'p1@example.com',
      text: stored,
    });
    expect(sent[0]!.text).toContain('104');
    expect(sent[0]!.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=.{43}&lang=en>$/);
    const { rows: ends } = await db.query<{ last_error: string | null; text_body: string | null }>(
      'select last_error, text_body from mail_outbox order by id',
    );
    expect(ends).toEqual([
      { last_error: expect.stringMatching(/^EENVELOPE/), text_body: null },
      { last_error: 'unrendered', text_body: null },
    ]);
  });
});
