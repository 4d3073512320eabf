/** @jest-environment node */
import type { Db } from '@/lib/db/open-database.mjs';
import { hashToken } from '@/lib/signup/tokens';
import {
  confirmSignup,
  listSignups,
  pendingSignupByToken,
  prunePendingSignups,
} from '@/lib/waitlist/signup-store';
import { createSignupLimits } from '@/lib/signup/signup-limits';
import { submitSignup, type SubmitDeps } from '@/lib/waitlist/submit-signup';

import { testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(120_000);

const visitor = (name: string, phone = '+234 803 000 0001') => ({
  fullName: name,
  email: 'Awa@Example.sn',
  phoneNumber: phone,
  website: '',
  source: 'hero',
});
const attribution = { page: '/fr', utmSource: 'radio', utmMedium: null, utmCampaign: 'launch' };

describe.each(testBackends())('waitlist confirmation by mail on %s', (_name, makeDatabase) => {
  let database: TestDatabase;
  let db: Db;
  let deps: SubmitDeps;

  beforeAll(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    for (const table of ['waitlist_signups', 'waitlist_pending', 'waitlist_rate_limit', 'mail_outbox'])
      await db.query(`delete from ${table}`);
    deps = {
      getDb: async () => db,
      limits: createSignupLimits({
        getDb: async () => db,
        counts: { address: 100, total: 100, email: 100, phone: 100 },
        windowMs: 600_000,
      }),
      log: () => undefined,
      mail: {
        siteUrl: 'https://tuma.example',
        fromAddress: 'hello@tuma.example',
        perHour: 100,
        sharePercent: 100,
      },
    };
  });

  const submit = (name: string, phone?: string, email?: string, ip = '198.51.100.7') =>
    submitSignup(
      { ...visitor(name, phone), ...(email && { email }) },
      { ip, locale: 'fr', attribution },
      deps,
    );
  const mails = async () =>
    (
      await db.query<{ text_body: string; recipient: string }>(
        'select text_body, recipient from mail_outbox order by id',
      )
    ).rows;
  const tokenIn = (text: string) =>
    /\/fr\/waitlist\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

  it('keeps a sign-up apart until its address is confirmed, then keeps the confirmed details', async () => {
    expect(await submit('Awa Diop')).toEqual({ status: 'success', confirmByMail: true });
    expect(await listSignups(db)).toEqual([]);
    const [mail] = await mails();
    expect(mail!.recipient).toBe('awa@example.sn');
    // Nothing the visitor typed goes into the mail; the page the link opens shows it instead.
    expect(mail!.text_body).toContain('Merci de vous être inscrit sur la liste d’attente de Tuma.');
    expect(mail!.text_body).not.toContain('Awa');
    const token = tokenIn(mail!.text_body);
    // Opening the link reads; only the button's POST confirms.
    expect(await pendingSignupByToken(db, hashToken(token))).toEqual({
      email: 'awa@example.sn',
      fullName: 'Awa Diop',
      phone: '+2348030000001',
    });
    expect(await listSignups(db)).toEqual([]);

    expect(await confirmSignup(db, hashToken(token))).toBe(true);
    expect(await confirmSignup(db, hashToken(token))).toBe(false);
    const rows = await db.query<{
      full_name: string;
      confirmation: string;
      utm_source: string;
      page: string;
    }>('select full_name, confirmation, utm_source, page from waitlist_signups');
    expect(rows.rows).toEqual([
      { full_name: 'Awa Diop', confirmation: 'confirmed', utm_source: 'radio', page: '/fr' },
    ]);

    // A later confirmed sign-up for the same address updates the kept details; an unconfirmed one does not.
    await submit('Awa N. Diop', '+234 803 000 0002');
    await confirmSignup(db, hashToken(tokenIn((await mails())[1]!.text_body)));
    expect(await listSignups(db)).toMatchObject([{ fullName: 'Awa N. Diop', phone: '+2348030000002' }]);
    await submit('Someone Else', '+234 803 000 0003');
    expect(await listSignups(db)).toMatchObject([{ fullName: 'Awa N. Diop' }]);
  });

  it('keeps one pending sign-up per address: a second try replaces the first, whose link stops working', async () => {
    await submit('Awa Diop');
    await submit('Awa Diop');
    const pending = await db.query<{ n: number }>('select count(*)::int as n from waitlist_pending');
    expect(pending.rows[0]?.n).toBe(1);
    const [first, second] = await mails();
    expect(await confirmSignup(db, hashToken(tokenIn(first!.text_body)))).toBe(false);
    expect(await confirmSignup(db, hashToken(tokenIn(second!.text_body)))).toBe(true);
  });

  it('sends at most three confirmations a day to one address, silently, and says when the hour is full', async () => {
    for (let index = 0; index < 4; index += 1)
      expect(await submit(`Awa ${index}`)).toEqual({ status: 'success', confirmByMail: true });
    expect(await mails()).toHaveLength(3);
    deps.mail = { ...deps.mail!, perHour: 3, sharePercent: 10 };
    expect(await submit('Bo', undefined, 'bo@example.sn', '198.51.100.8')).toMatchObject({
      status: 'rate-limited',
      scope: 'everyone',
    });
    // The lead is kept, without a mail, for a later try.
    expect(
      (await db.query(`select email from waitlist_pending where email = 'bo@example.sn'`)).rowCount,
    ).toBe(1);
    expect(await mails()).toHaveLength(3);
  });

  it('forgets a sign-up nobody confirmed once its link expires', async () => {
    await submit('Awa Diop');
    const token = tokenIn((await mails())[0]!.text_body);
    await db.query(`update waitlist_pending set expires_at = now() - interval '1 second'`);
    expect(await confirmSignup(db, hashToken(token))).toBe(false);
    expect(await prunePendingSignups(db)).toBe(1);
    expect(await listSignups(db)).toEqual([]);
  });

  it('keeps sign-ups as given, marked so, while mail is off', async () => {
    deps.mail = undefined;
    expect(await submit('Awa Diop')).toEqual({ status: 'success' });
    const rows = await db.query<{ confirmation: string }>('select confirmation from waitlist_signups');
    expect(rows.rows).toEqual([{ confirmation: 'mail-off' }]);
    expect(await mails()).toEqual([]);
  });
});
