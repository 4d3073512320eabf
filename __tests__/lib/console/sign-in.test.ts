/** @jest-environment node */
import { testBackends, useTestDatabase } from '../db/test-databases';
import { loadDoor } from '../db/two-people';

jest.setTimeout(120_000);

const consoleEnv = {
  ADMIN_EMAILS: ' Ops@Tuma.test , second@tuma.test',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Tuma <console@tuma.test>',
};
const fromNetwork = (address: string) => new Headers({ 'x-forwarded-for': address });

describe.each(testBackends())('console sign-in on %s', (_name, makeDatabase) => {
  const opened = useTestDatabase(makeDatabase);

  async function load() {
    Object.assign(process.env, consoleEnv);
    return loadDoor(opened.database, () => import('@/lib/console/sign-in'));
  }
  const count = async (sql: string) =>
    Number((await opened.db.query<{ n: string }>(`select count(*)::text as n from ${sql}`)).rows[0]!.n);

  beforeEach(async () => {
    for (const table of ['console_sign_in_tokens', 'console_sessions', 'mail_outbox', 'waitlist_rate_limit'])
      await opened.db.query(`delete from ${table}`);
  });

  it('answers every address alike and mails only a listed one, without a share key', async () => {
    const signIn = await load();
    expect(await signIn.requestSignIn('stranger@tuma.test', fromNetwork('198.51.100.1'))).toBe('answered');
    expect(await signIn.requestSignIn('ops+alias@tuma.test', fromNetwork('198.51.100.1'))).toBe('answered');
    expect(await count('mail_outbox')).toBe(0);
    expect(await signIn.requestSignIn('  OPS@tuma.test ', fromNetwork('198.51.100.1'))).toBe('answered');
    const { rows } = await opened.db.query<{
      purpose: string;
      recipient: string;
      share_key: string | null;
      text_body: string;
    }>('select purpose, recipient, share_key, text_body from mail_outbox');
    expect(rows).toEqual([
      expect.objectContaining({ purpose: 'console-sign-in', recipient: 'ops@tuma.test', share_key: null }),
    ]);
    expect(rows[0]!.text_body.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/\/admin\/sign-in\/confirm\?token=[\w-]{43}$/),
    ]);
    expect(await count('console_sign_in_tokens')).toBe(1);
    expect(await signIn.requestSignIn('not an address', fromNetwork('198.51.100.1'))).toBe('invalid');
  });

  it('mails a listed address 10 times an hour and a network 20 times, silently past that', async () => {
    const signIn = await load();
    for (let i = 0; i < 12; i += 1)
      await signIn.requestSignIn('ops@tuma.test', fromNetwork(`198.51.100.${i}`));
    expect(await count(`mail_outbox where recipient = 'ops@tuma.test'`)).toBe(10);
    for (let i = 0; i < 22; i += 1)
      await signIn.requestSignIn('second@tuma.test', fromNetwork('203.0.113.9'));
    expect(await count(`mail_outbox where recipient = 'second@tuma.test'`)).toBe(10);
    await opened.db.query('delete from waitlist_rate_limit');
    for (let i = 0; i < 22; i += 1)
      await signIn.requestSignIn(i % 2 ? 'ops@tuma.test' : 'second@tuma.test', fromNetwork('203.0.113.10'));
    expect(await count(`mail_outbox`)).toBe(20 + 20);
  });

  it('signs in once per link, within 15 minutes, and only a listed address', async () => {
    const signIn = await load();
    await signIn.requestSignIn('ops@tuma.test', fromNetwork('198.51.100.1'));
    const text = (await opened.db.query<{ text_body: string }>('select text_body from mail_outbox')).rows[0]!
      .text_body;
    const token = /token=([\w-]{43})/.exec(text)![1]!;
    expect(await signIn.signInLinkWorks(token)).toBe(true);
    const session = await signIn.signInWithLink(token);
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(await signIn.signInWithLink(token)).toBeUndefined();
    expect(await signIn.signInLinkWorks(token)).toBe(false);
    const { rows } = await opened.db.query<{ token_hash: Buffer }>('select token_hash from console_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(session);

    await signIn.requestSignIn('ops@tuma.test', fromNetwork('198.51.100.1'));
    const late = /token=([\w-]{43})/.exec(
      (
        await opened.db.query<{ text_body: string }>(
          'select text_body from mail_outbox order by id desc limit 1',
        )
      ).rows[0]!.text_body,
    )![1]!;
    await opened.db.query(`update console_sign_in_tokens set expires_at = now() - interval '1 second'`);
    expect(await signIn.signInWithLink(late)).toBeUndefined();
    expect(await signIn.signInWithLink('junk')).toBeUndefined();
    expect(await signIn.signInWithLink(42)).toBeUndefined();
  });
});
