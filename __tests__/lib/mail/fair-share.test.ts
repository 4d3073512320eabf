/** @jest-environment node */
import { createHash } from 'node:crypto';

import type { Db, Queryable } from '@/lib/db/open-database.mjs';
import { submitAlert, type SubmitAlertDeps } from '@/lib/alerts/submit-alert';
import { armAlert } from '@/lib/alerts/alert-store';
import { shareOf } from '@/lib/mail/fair-share';
import { mailboxKey } from '@/lib/mail/mailbox';
import { createSignupLimits } from '@/lib/signup/signup-limits';
import { submitSignup, type SubmitDeps } from '@/lib/waitlist/submit-signup';

import { testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(180_000);

describe('mailboxKey', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['victim+news+x@mail.example.org', 'victim@mail.example.org'],
    ['v.i.c.t.i.m+2@Gmail.com', 'victim@gmail.com'],
    ['vic.tim@googlemail.com', 'victim@gmail.com'],
    ['first.last@example.com', 'first.last@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('counts %s as %s', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });
});

describe('shareOf', () => {
  it('gives one address its percentage of the hour, and never less than one mail', () => {
    expect(shareOf({ perHour: 500, sharePercent: 10 })).toBe(50);
    expect(shareOf({ perHour: 5, sharePercent: 10 })).toBe(1);
  });
});

const signup = (index: number, email = `person${index}@example.com`) => ({
  fullName: `Person ${index}`,
  email,
  phoneNumber: `+234 803 ${String(100_0000 + index).slice(0, 3)} ${String(index).padStart(4, '0')}`,
  website: '',
  source: 'hero',
});

describe.each(testBackends())('visitor mail on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let deps: SubmitDeps;

  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.query(
      'truncate waitlist_signups, waitlist_pending, waitlist_rate_limit, mail_outbox, rate_alerts',
    );
    deps = {
      getDb: async () => db,
      limits: createSignupLimits({
        getDb: async () => db,
        counts: { address: 10_000, total: 10_000, email: 10_000, phone: 10_000 },
        windowMs: 600_000,
      }),
      log: () => undefined,
      // One address may have 5 mails an hour released, and 10 waiting.
      mail: {
        siteUrl: 'https://tuma.example',
        fromAddress: 'hello@tuma.example',
        perHour: 50,
        sharePercent: 10,
      },
    };
  });

  const join = (index: number, ip: string, email?: string) =>
    submitSignup(signup(index, email), { ip, locale: 'en' }, deps);
  const released = async (where = 'true') =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from mail_outbox where release_at <= now() and ${where}`,
        )
      ).rows[0]!.n,
    );
  const waiting = async () =>
    Number(
      (await db.query<{ n: string }>('select count(*) as n from mail_outbox where release_at > now()'))
        .rows[0]!.n,
    );

  it('gives a flood from one address its share, keeps the rest waiting or stored, and mails another address now', async () => {
    const answers = [];
    for (let index = 0; index < 60; index += 1) answers.push(await join(index, '198.51.100.7'));
    expect(answers.slice(0, 15).every((answer) => answer.status === 'success')).toBe(true);
    expect(answers.slice(15).every((answer) => answer.status === 'rate-limited')).toBe(true);
    expect(answers[15]).toMatchObject({ scope: 'network' });
    expect(await released()).toBe(5);
    expect(await waiting()).toBe(10);
    // Every lead is kept, pending; only those in the share have a mail.
    expect((await db.query('select 1 from waitlist_pending')).rowCount).toBe(60);

    expect(await join(100, '203.0.113.9')).toEqual({ status: 'success', confirmByMail: true });
    expect(await released(`recipient = 'person100@example.com'`)).toBe(1);
  });

  it('counts a request with no trusted address in one shared bucket', async () => {
    for (let index = 0; index < 8; index += 1) await join(index, 'untrusted');
    expect(await released()).toBe(5);
    expect(await waiting()).toBe(3);
  });

  it('sends at most three confirmations to one mailbox from 50 concurrent sign-ups under its aliases', async () => {
    deps.mail = { ...deps.mail!, perHour: 1000 };
    const aliases = Array.from({ length: 50 }, (_, index) =>
      index % 2 ? `v.i.c.t.i.m+${index}@gmail.com` : `victim+${index}@googlemail.com`,
    );
    const answers = await Promise.all(
      aliases.map((email, index) => join(index, `198.51.100.${index}`, email)),
    );
    expect(answers.every((answer) => answer.status === 'success')).toBe(true);
    expect(await released()).toBe(3);
    // Stored as typed: only the limit's key is normalised.
    const stored = await db.query<{ recipient: string }>('select recipient from mail_outbox');
    for (const { recipient } of stored.rows) expect(aliases).toContain(recipient);
  });

  it('runs the same statements for a silent refusal as for a sign-up, so neither takes longer', async () => {
    deps.mail = { ...deps.mail!, perHour: 1000 };
    const statements: string[][] = [];
    const recording = (target: Queryable): Queryable => ({
      query: (sql, params) => {
        statements.at(-1)!.push(sql.replace(/\s+/g, ' '));
        return target.query(sql, params);
      },
    });
    deps.getDb = async () => ({
      ...db,
      query: recording(db).query,
      transaction: (work) => db.transaction((tx) => work(recording(tx))),
    });
    for (let index = 0; index < 5; index += 1) {
      statements.push([]);
      await join(index, '198.51.100.7', 'same@example.com');
    }
    expect(await released()).toBe(3);
    expect(statements[4]).toEqual(statements[0]);
  });

  describe('rate alerts', () => {
    let alertDeps: SubmitAlertDeps;
    beforeEach(() => {
      alertDeps = {
        getDb: async () => db,
        currentRate: async () => 1500,
        limitAddress: async () => true,
        mailPerHour: 1000,
        mailSharePercent: 100,
        siteUrl: 'https://tuma.example',
        fromAddress: 'alerts@tuma.example',
        log: () => undefined,
      };
    });
    const setAlert = (email: string, target: string, address = '203.0.113.9') =>
      submitAlert(
        { email, target, pair: 'usd-to-ngn', locale: 'en', website: '' },
        { address, attribution: () => ({ page: '/', utmSource: null, utmMedium: null, utmCampaign: null }) },
        alertDeps,
      );

    it('queues at most three confirmations from 50 concurrent requests for one mailbox', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => setAlert(`ada+${index}@example.com`, String(1600 + index))),
      );
      expect(answers.every((answer) => answer?.kind === 'sent')).toBe(true);
      expect(await released()).toBe(3);
      expect((await db.query('select 1 from rate_alerts')).rowCount).toBe(3);
    });

    it('arms at most five alerts of one mailbox, however many confirmations race', async () => {
      await db.query(
        `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page,
           confirm_token_hash, confirm_expires_at, unsubscribe_token_hash)
         select 'ada+' || n || '@example.com', 'ada@example.com', 'USD', 'NGN', 1600 + n, 'up', 'en', '/',
           sha256(('confirm' || n)::bytea), now() + interval '1 day', sha256(('stop' || n)::bytea)
         from generate_series(1, 20) as n`,
      );
      const hashes = Array.from({ length: 20 }, (_, index) =>
        createHash('sha256')
          .update(`confirm${index + 1}`)
          .digest(),
      );
      const armed = await Promise.all(hashes.map((hash) => armAlert(db, hash)));
      expect(armed.filter(Boolean)).toHaveLength(5);
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from rate_alerts where status = 'armed'`,
      );
      expect(Number(rows[0]!.n)).toBe(5);
    });
  });
});
