/** @jest-environment node */
import { setTimeout as sleep } from 'node:timers/promises';

import type { Db } from '@/lib/db/open-database.mjs';
import { pruneOutbox } from '@/lib/mail/outbox-records';
import { drainOutbox, messageIdFor, OUTBOX_LIMITS, retryDelayMs, type SendMail } from '@/lib/mail/outbox-store';
import { smtpSender, smtpTransportOptions } from '@/lib/mail/smtp-options';

import { startSmtpServer, type TestSmtpServer } from '@/test/support/smtp.mjs';
import { testBackends, type TestDatabase } from '@/__tests__/lib/db/test-databases';

jest.setTimeout(120_000);

const FROM = 'Tuma <alerts@example.com>';
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

describe('messageIdFor', () => {
  it('gives the same mail the same id, in the sender domain', () => {
    expect(messageIdFor('alert-confirm', '42', 'alerts@Example.com')).toBe('<alert-confirm.42@example.com>');
    expect(messageIdFor('alert-fired', '42.3', 'alerts@example.com')).toBe(
      messageIdFor('alert-fired', '42.3', 'alerts@example.com'),
    );
    expect(messageIdFor('waitlist-confirm', 'a_b-7', 'alerts@bücher.example')).toBe(
      '<waitlist-confirm.a_b-7@xn--bcher-kva.example>',
    );
  });

  it('refuses a key or an address that would break the header', () => {
    expect(() => messageIdFor('alert-confirm', '4>2', 'alerts@example.com')).toThrow(/key/);
    expect(() => messageIdFor('alert-confirm', '', 'alerts@example.com')).toThrow(/key/);
    expect(() => messageIdFor('alert-confirm', '42', 'alerts')).toThrow(/domain/);
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute to an hour', () => {
    expect([1, 2, 3, 6, 7, 8, 53].map(retryDelayMs)).toEqual([
      minute,
      2 * minute,
      4 * minute,
      32 * minute,
      hour,
      hour,
      hour,
    ]);
  });
});

type OutboxRow = {
  attempts: number;
  next_attempt_at: Date;
  claimed_until: Date | null;
  sent_at: Date | null;
  failed_at: Date | null;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string>;
  last_error: string | null;
};

describe.each(testBackends())('drainOutbox on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: TestSmtpServer;
  let sender: ReturnType<typeof smtpSender>;

  // One database for the file (PGlite takes seconds to start on a busy machine), emptied before each test.
  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await db.query('delete from mail_outbox');
    smtp = await startSmtpServer();
    sender = smtpSender(smtpTransportOptions(smtp.url), FROM);
  });
  afterEach(async () => {
    sender.close();
    await smtp.stop();
  });

  /** The database's clock, which the outbox reads; the test's own may differ. */
  async function dbNow(): Promise<number> {
    const { rows } = await db.query<{ now: Date }>('select clock_timestamp() as now');
    return new Date(rows[0]?.now ?? Number.NaN).getTime();
  }

  type Span = { from: number; to: number };

  /** Runs `work`, and returns what it resolved to and the database's time just before and just after it. */
  async function timed<T>(work: () => Promise<T>): Promise<[T, Span]> {
    const from = await dbNow();
    const result = await work();
    return [result, { from, to: await dbNow() }];
  }

  /** `value` fell in `span`, moved on by `offset` ms. */
  function expectWithin(value: Date | null, { from, to }: Span, offset = 0) {
    const ms = value === null ? Number.NaN : new Date(value).getTime();
    expect(ms).toBeGreaterThanOrEqual(from + offset);
    expect(ms).toBeLessThanOrEqual(to + offset);
  }

  /** Time passing, for the outbox: each row's timestamps move back by `interval`. */
  async function travel(interval: string) {
    await db.query(
      `update mail_outbox set created_at = created_at - $1::interval,
         next_attempt_at = next_attempt_at - $1::interval, claimed_until = claimed_until - $1::interval,
         sent_at = sent_at - $1::interval, failed_at = failed_at - $1::interval`,
      [interval],
    );
  }

  /**
   * A row as the alert and waitlist code enqueue it: bodies with a token, one-click unsubscribe headers. The ages are
   * intervals back from the database's now.
   */
  async function enqueue(
    key: string,
    extra: { attempts?: number; createdAgo?: string; sentAgo?: string; failedAgo?: string } = {},
  ) {
    const messageId = messageIdFor('alert-confirm', key, 'alerts@example.com');
    const { rows } = await db.query<{ id: string }>(
      `insert into mail_outbox (message_id, purpose, recipient, subject, text_body, html_body, headers, attempts,
         next_attempt_at, created_at, sent_at, failed_at)
       values ($1, 'alert-confirm', $2, $3, $4, $5, $6, $7, now(), now() - $8::interval, now() - $9::interval,
         now() - $10::interval)
       returning id::text as id`,
      [
        messageId,
        `visitor-${key}@example.org`,
        `Confirm your alert ${key}`,
        `Confirm:\nhttps://tuma.example/alerts/confirm?token=tok-${key}\n`,
        `<p><a href="https://tuma.example/alerts/confirm?token=tok-${key}">Confirm</a></p>`,
        JSON.stringify({
          'List-Unsubscribe': `<https://tuma.example/alerts/unsubscribe?token=u-${key}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }),
        extra.attempts ?? 0,
        extra.createdAgo ?? '0',
        extra.sentAgo ?? null,
        extra.failedAgo ?? null,
      ],
    );
    return { id: rows[0]?.id ?? '', messageId };
  }

  async function outboxRow(id: string): Promise<OutboxRow> {
    const { rows } = await db.query<OutboxRow>(
      `select attempts, next_attempt_at, claimed_until, sent_at, failed_at, text_body, html_body, headers, last_error
       from mail_outbox where id = $1`,
      [id],
    );
    if (!rows[0]) throw new Error(`no outbox row ${id}`);
    return rows[0];
  }

  /** Every column of the row, as text: a token must be in none of them. */
  async function wholeRow(id: string): Promise<string> {
    const { rows } = await db.query<{ row: string }>(
      'select to_jsonb(mail_outbox)::text as row from mail_outbox where id = $1',
      [id],
    );
    return rows[0]?.row ?? '';
  }

  const nothing = { sent: 0, retried: 0, failed: 0 };

  it('sends a due mail once with its Message-ID, marks it sent and drops every token', async () => {
    const { id, messageId } = await enqueue('1');
    const [outcome, drained] = await timed(() => drainOutbox({ db, send: sender }));
    expect(outcome).toEqual({ sent: 1, retried: 0, failed: 0 });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({
      messageId,
      to: 'visitor-1@example.org',
      envelopeTo: ['visitor-1@example.org'],
      subject: 'Confirm your alert 1',
      text: expect.stringContaining('https://tuma.example/alerts/confirm?token=tok-1'),
      html: expect.stringContaining('href="https://tuma.example/alerts/confirm?token=tok-1"'),
    });
    expect(mail?.from).toContain('alerts@example.com');
    expect(mail?.headers.get('list')).toEqual({
      unsubscribe: { url: 'https://tuma.example/alerts/unsubscribe?token=u-1' },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      attempts: 1,
      claimed_until: null,
      failed_at: null,
      text_body: null,
      html_body: null,
      headers: {},
      last_error: null,
    });
    expectWithin(row.sent_at, drained);
    expect(await wholeRow(id)).not.toContain('token');

    await travel('1 day');
    expect(await drainOutbox({ db, send: sender })).toEqual(nothing);
    await sleep(200);
    expect(smtp.messages()).toHaveLength(1);
  });

  it('retries after a backoff while the SMTP server is down, then delivers exactly one mail', async () => {
    await smtp.stop();
    const early = await enqueue('2');
    const late = await enqueue('3');
    let dials = 0;
    const counted: SendMail = (mail) => {
      dials += 1;
      return sender(mail);
    };

    // The server is down for the whole batch: one dial, and both rows wait.
    const [outcome, drained] = await timed(() => drainOutbox({ db, send: counted }));
    expect(outcome).toEqual({ sent: 0, retried: 2, failed: 0 });
    expect(dials).toBe(1);
    for (const { id } of [early, late]) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({ attempts: 1, claimed_until: null, sent_at: null, failed_at: null });
      expect(row.text_body).toContain('tok-');
      expect(row.headers['List-Unsubscribe']).toContain('token=u-');
      expect(row.last_error).toBe('ESOCKET CONN');
      expectWithin(row.next_attempt_at, drained, minute);
    }

    await smtp.start();
    await travel('30 seconds');
    expect(await drainOutbox({ db, send: counted })).toEqual(nothing);
    await travel('31 seconds');
    expect(await drainOutbox({ db, send: counted })).toEqual({ sent: 2, retried: 0, failed: 0 });
    await smtp.waitForMessages(2);
    await sleep(200);
    expect(smtp.messages().map((mail) => mail.messageId)).toEqual([early.messageId, late.messageId]);
    // Sent on the second attempt; the first one's reason stays for whoever wonders why it was late.
    expect(await outboxRow(early.id)).toMatchObject({
      attempts: 2,
      last_error: 'ESOCKET CONN',
      text_body: null,
      headers: {},
    });
  });

  it('backs off 1, 2, 4 … minutes from each row’s attempts, an hour at most', async () => {
    await smtp.stop();
    const rows = [];
    // The attempts so far; the drain makes one more, then waits 2^(attempts - 1) minutes.
    for (const attempts of [0, 1, 2, 5, 6, 20]) rows.push(await enqueue(`b${attempts}`, { attempts }));
    const [outcome, drained] = await timed(() => drainOutbox({ db, send: sender }));
    expect(outcome).toEqual({ sent: 0, retried: 6, failed: 0 });
    const waits = [minute, 2 * minute, 4 * minute, 32 * minute, hour, hour];
    for (const [index, { id }] of rows.entries())
      expectWithin((await outboxRow(id)).next_attempt_at, drained, waits[index]);
  });

  it('sends again with the same Message-ID when the process died between the 250 and the mark', async () => {
    const { id, messageId } = await enqueue('4');
    // The database connection drops right after the server accepted the mail.
    const dying: Db = {
      close: () => db.close(),
      transaction: (work) => db.transaction(work),
      query: async <Row>(sql: string, params?: unknown[]) => {
        if (sql.includes('set sent_at')) throw new Error('connection terminated unexpectedly');
        return db.query<Row>(sql, params);
      },
    };
    const [crash, drained] = await timed(() => drainOutbox({ db: dying, send: sender }).catch(String));
    expect(crash).toMatch(/connection terminated/);
    await smtp.waitForMessages(1);
    const claimed = await outboxRow(id);
    expect(claimed.sent_at).toBeNull();
    expectWithin(claimed.claimed_until, drained, OUTBOX_LIMITS.claimMs);

    // Nobody takes the row while the claim holds; once it lapses, the mail goes again.
    await travel('1 minute');
    expect(await drainOutbox({ db, send: sender })).toEqual(nothing);
    expect(smtp.messages()).toHaveLength(1);
    await travel(`${OUTBOX_LIMITS.claimMs - minute + second} milliseconds`);
    expect(await drainOutbox({ db, send: sender })).toMatchObject({ sent: 1 });
    const mails = await smtp.waitForMessages(2);
    expect(mails.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
    expect((await outboxRow(id)).sent_at).not.toBeNull();
  });

  it('sends again with the same Message-ID when the server took the mail but the reply was lost', async () => {
    const { messageId } = await enqueue('5');
    let lost = false;
    const replyLost: SendMail = async (mail) => {
      await sender(mail);
      if (lost) return;
      lost = true;
      throw Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' });
    };
    expect(await drainOutbox({ db, send: replyLost })).toEqual({ sent: 0, retried: 1, failed: 0 });
    await travel('1 minute');
    expect(await drainOutbox({ db, send: replyLost })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mails = await smtp.waitForMessages(2);
    expect(mails.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
  });

  it('sends each row once when two drains on two pools run at the same time', async () => {
    const other = await database.open(); // a second replica's pool
    const rows = [];
    for (let index = 0; index < 12; index += 1) rows.push(await enqueue(`d${index}`));
    // Slow enough that both drains are sending at once.
    const slow: SendMail = async (mail) => {
      await sleep(20);
      await sender(mail);
    };
    const drainAll = async (pool: Db) => {
      let sent = 0;
      for (;;) {
        const outcome = await drainOutbox({ db: pool, send: slow, batch: 3 });
        if (outcome.sent + outcome.retried + outcome.failed === 0) return sent;
        sent += outcome.sent;
      }
    };
    const [one, two] = await Promise.all([drainAll(db), drainAll(other)]);
    expect(one + two).toBe(12);
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
    await smtp.waitForMessages(12);
    await sleep(200);
    const ids = smtp.messages().map((mail) => mail.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
  });

  it('retries for 48 hours from when a mail was queued, however few the attempts, then gives it up', async () => {
    expect(OUTBOX_LIMITS.sendWithinMs).toBe(48 * hour);
    await smtp.stop();
    // A daily cron's third tick: two attempts so far, and the next, 4 minutes on, still inside the window.
    const early = await enqueue('5', { attempts: 2, createdAgo: '46 hours' });
    // The next attempt, 2 minutes on, would come past the window: this one was the last.
    const late = await enqueue('6', { attempts: 1, createdAgo: '47 hours 59 minutes' });
    const lines: string[] = [];
    const [outcome, drained] = await timed(() =>
      drainOutbox({ db, send: sender, log: (line) => lines.push(line) }),
    );
    expect(outcome).toEqual({ sent: 0, retried: 1, failed: 1 });
    expect(await outboxRow(early.id)).toMatchObject({
      attempts: 3,
      failed_at: null,
      last_error: 'ESOCKET CONN',
    });
    expectWithin((await outboxRow(early.id)).next_attempt_at, drained, 4 * minute);
    const row = await outboxRow(late.id);
    expect(row).toMatchObject({
      attempts: 2,
      last_error: 'ESOCKET CONN',
      text_body: null,
      html_body: null,
      headers: {},
      sent_at: null,
    });
    expectWithin(row.failed_at, drained);
    expect(await wholeRow(late.id)).not.toContain('token');
    expect(lines.join('\n')).toMatch(/gave up after attempt 2 \(ESOCKET CONN\)/);
    expect(lines.join('\n')).not.toContain('@');

    // Past its window, the other is not sent either, even with the server back.
    await smtp.start();
    await travel('3 hours');
    expect(await drainOutbox({ db, send: sender })).toEqual(nothing);
    await sleep(200);
    expect(smtp.messages()).toEqual([]);
  });

  it('gives up mail that no tick tried in 48 hours (mail off, no cron), and never sends it', async () => {
    const stale = await enqueue('stale', { createdAgo: '49 hours' });
    const fresh = await enqueue('fresh', { createdAgo: '47 hours' });
    const [pruned, pruning] = await timed(() => pruneOutbox(db));
    expect(pruned).toEqual({ expired: 1, deleted: 0 });
    const row = await outboxRow(stale.id);
    expect(row).toMatchObject({
      attempts: 0,
      last_error: 'expired',
      text_body: null,
      html_body: null,
      headers: {},
      sent_at: null,
    });
    expectWithin(row.failed_at, pruning);
    expect(await wholeRow(stale.id)).not.toContain('token');
    expect(await outboxRow(fresh.id)).toMatchObject({
      failed_at: null,
      text_body: expect.stringContaining('tok-'),
    });
    expect(await drainOutbox({ db, send: sender })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages().map((mail) => mail.messageId)).toEqual([fresh.messageId]);
    // Counted from when it was given up: gone 30 days later.
    await travel('29 days 23 hours');
    expect(await pruneOutbox(db)).toEqual({ expired: 0, deleted: 0 });
    await travel('1 hour 1 minute');
    expect(await pruneOutbox(db)).toEqual({ expired: 0, deleted: 2 });
  });

  it('gives up at once on an address refused for good, retries a refusal for now, and sends the rest', async () => {
    const refused = await enqueue('7');
    const deferred = await enqueue('8');
    const fine = await enqueue('9');
    smtp.failNext(550);
    smtp.failNext(450);
    const [outcome, drained] = await timed(() => drainOutbox({ db, send: sender }));
    expect(outcome).toEqual({ sent: 1, retried: 1, failed: 1 });
    const refusedRow = await outboxRow(refused.id);
    expect(refusedRow).toMatchObject({
      last_error: 'EENVELOPE 550 RCPT TO',
      text_body: null,
      html_body: null,
      headers: {},
    });
    expectWithin(refusedRow.failed_at, drained);
    expect(await wholeRow(refused.id)).not.toContain('token');
    expect(await outboxRow(deferred.id)).toMatchObject({
      last_error: 'EENVELOPE 450 RCPT TO',
      failed_at: null,
    });
    expectWithin((await outboxRow(deferred.id)).next_attempt_at, drained, minute);
    expect((await outboxRow(fine.id)).sent_at).not.toBeNull();
    expect(smtp.messages().map((mail) => mail.messageId)).toEqual([fine.messageId]);
  });

  it('prunes sent and failed rows after 30 days, and keeps the rest', async () => {
    await enqueue('old-sent', { createdAgo: '31 days', sentAgo: '31 days' });
    await enqueue('old-failed', { createdAgo: '40 days', failedAgo: '38 days' });
    const recent = await enqueue('recent-sent', { createdAgo: '29 days', sentAgo: '29 days' });
    // Counted from when it went, not from when it was queued.
    const late = await enqueue('sent-late', { createdAgo: '31 days', sentAgo: '29 days' });
    // Never sent: given up now, and kept as long as the others from now on.
    const unsent = await enqueue('old-unsent', { createdAgo: '40 days' });
    expect(await pruneOutbox(db)).toEqual({ expired: 1, deleted: 2 });
    const { rows } = await db.query<{ id: string }>('select id::text as id from mail_outbox order by id');
    expect(rows.map((row) => row.id)).toEqual([recent.id, late.id, unsent.id]);
  });
});
