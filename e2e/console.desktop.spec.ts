import { createHmac } from 'node:crypto';
import fs from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { ADMIN, askForLink, signIn, startConsoleApp, type ConsoleApp } from './support/console-app';

// The console on a server of its own: ADMIN_EMAILS set, mail to a real SMTP server on loopback, PostgreSQL.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let consoleApp: ConsoleApp;
const base = () => consoleApp.app.baseURL;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  consoleApp = await startConsoleApp();
});

test.afterAll(async () => {
  await consoleApp?.stop();
});

const ada = { email: 'ada.console@example.com', phone: '+2348030000091' };

/** Ada in every store that keeps an address, with a campaign of her own, and a limiter count from her sign-up. */
async function seedAda() {
  const { query } = consoleApp;
  await query(
    `insert into waitlist_signups (full_name, email, phone_e164, locale, source, confirmation, page, utm_source,
       utm_campaign) values ('Ada', $1, $2, 'en', 'hero', 'confirmed', '/', 'newsletter', 'console-e2e')`,
    [ada.email, ada.phone],
  );
  await query(
    `insert into waitlist_pending (full_name, email, phone_e164, locale, source, page, utm_source, utm_campaign,
       token_hash, expires_at)
     values ('Ada again', $1, $2, 'en', 'hero', '/', 'newsletter', 'console-e2e', sha256('ada'::bytea),
       now() + interval '1 day')`,
    [ada.email, ada.phone],
  );
  await query(
    `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status, utm_source,
       utm_campaign, confirm_expires_at, unsubscribe_token_hash)
     values ($1, $1, 'USD', 'NGN', 1600, 'up', 'en', '/convert/usd-to-ngn', 'armed', 'newsletter', 'console-e2e',
       now(), sha256('ada-alert'::bytea))`,
    [ada.email],
  );
  await query(
    `insert into mail_outbox (message_id, purpose, recipient, mailbox, subject, sent_at)
     values ('<ada-console@tuma.test>', 'waitlist-confirm', $1, $1, 'Confirm', now())`,
    [ada.email],
  );
  const secret = (await query<{ secret: Buffer }>('select secret from waitlist_rate_limit_secret'))[0]!
    .secret;
  const key = createHmac('sha256', secret).update(`email:${ada.email}`).digest('hex');
  await query(`insert into waitlist_rate_limit (key, points, expire) values ($1, 1, $2)`, [
    key,
    Date.now() + 600_000,
  ]);
  return key;
}

async function rowsAbout(email: string, limiterKey: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, where] of [
    ['waitlist_signups', 'email = $1'],
    ['waitlist_pending', 'email = $1'],
    ['rate_alerts', 'email = $1'],
    ['mail_outbox', 'recipient = $1'],
    ['console_lookups', 'email = $1'],
  ] as const) {
    const [row] = await consoleApp.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${where}`,
      [email],
    );
    counts[table] = row!.n;
  }
  const [limiter] = await consoleApp.query<{ n: number }>(
    'select count(*)::int as n from waitlist_rate_limit where key = $1',
    [limiterKey],
  );
  counts.waitlist_rate_limit = limiter!.n;
  return counts;
}

async function expectNoAxeViolations(page: Page) {
  // Next streams a page's metadata after its body on pages rendered per request.
  await expect(page).toHaveTitle(/Tuma console$/);
  expect(await axeViolations(page)).toEqual([]);
}

test('sign-in by the mailed link; an unlisted address gets the same answer and no mail', async ({
  page,
  context,
}) => {
  await page.goto(`${base()}/admin`);
  await expect(page).toHaveURL(`${base()}/admin/sign-in`);
  await expectNoAxeViolations(page);

  const stranger = await askForLink(page, base(), 'stranger@tuma.test');
  await expectNoAxeViolations(page);
  const listed = await askForLink(page, base(), ` ${ADMIN.toUpperCase()} `);
  expect(listed).toBe(stranger);
  const mail = await consoleApp.nextMailTo(ADMIN);
  expect(mail.subject).toBe('Your sign-in link for the Tuma console');
  expect(consoleApp.mailsTo('stranger@tuma.test')).toEqual([]);
  expect(consoleApp.smtp.messages()).toHaveLength(1);

  const link = consoleApp.linkIn(mail);
  await page.goto(link);
  await expectNoAxeViolations(page);
  // Opening the link signed nobody in.
  expect((await context.cookies()).filter((cookie) => cookie.name === 'tuma_console')).toEqual([]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoAxeViolations(page);
  const [cookie] = (await context.cookies(`${base()}/admin`)).filter((each) => each.name === 'tuma_console');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin', secure: false });
  const [session] = await consoleApp.query<{ token_hash: Buffer }>('select token_hash from console_sessions');
  expect(session!.token_hash.toString('base64url')).not.toBe(cookie!.value);

  // Once only.
  await page.goto(link);
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await page.goto(`${base()}/admin`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await page.goto(`${base()}/admin`);
  await expect(page).toHaveURL(`${base()}/admin/sign-in`);
});

test('the overview shows the seeded sign-ups and alerts; both CSVs download', async ({ page }) => {
  await seedAda();
  await signIn(page, consoleApp);
  for (const heading of ['Sign-ups', 'Alerts', 'Mail', 'Recording'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const campaigns = page.getByRole('table', { name: 'Sign-ups by utm_source / utm_campaign' });
  // confirmed, pending, mail-off, before-confirmation, total
  await expect(campaigns.getByRole('row', { name: /newsletter \/ console-e2e/ })).toHaveText(
    /newsletter \/ console-e2e\s*1\s*1\s*0\s*0\s*2/,
  );
  const alertPages = page.getByRole('table', { name: 'Alerts by page' });
  await expect(alertPages.getByRole('row', { name: /\/convert\/usd-to-ngn/ })).toHaveText(
    /usd-to-ngn\s*0\s*1\s*0\s*0\s*1/,
  );
  await expect(page.getByRole('img', { name: /^Sign-ups per day, .* at most 2 a day$/ })).toBeVisible();
  await expect(page.getByText('No recording has completed yet.')).toBeVisible();
  await expect(page.getByText(/Warning: no recording in the last 26 hours/)).toBeVisible();

  const signups = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download sign-ups (CSV)' }).click();
  const signupsCsv = fs.readFileSync((await (await signups).path())!, 'utf8').split('\r\n');
  expect(signupsCsv[0]).toBe(
    'created_at,full_name,email,phone,locale,source,confirmation,confirmed_at,page,utm_source,utm_medium,utm_campaign',
  );
  expect(signupsCsv.filter((line) => line.includes(ada.email)).map((line) => line.split(',')[6])).toEqual([
    'confirmed',
    'pending',
  ]);
  const alerts = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download alerts (CSV)' }).click();
  const alertsCsv = fs.readFileSync((await (await alerts).path())!, 'utf8');
  expect(alertsCsv).toMatch(
    /^created_at,email,pair,target,direction,status,locale,page,utm_source,utm_medium,utm_campaign\r\n/,
  );
  expect(alertsCsv).toContain(
    `,${ada.email},USD-NGN,1600,up,armed,en,/convert/usd-to-ngn,newsletter,,console-e2e\r\n`,
  );

  const answer = await page.request.get(`${base()}/admin/downloads/signups.csv`);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
});

/** For a person's review of the layout at both widths: CONSOLE_SCREENSHOTS=folder. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.CONSOLE_SCREENSHOTS;
  if (!folder) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a person: lookup without the address in the URL, their data, then erasure of every row', async ({
  page,
}) => {
  const seeded = await consoleApp.query('select 1 from waitlist_signups where email = $1', [ada.email]);
  const limiterKey = seeded.length > 0 ? await currentLimiterKey() : await seedAda();
  await signIn(page, consoleApp);
  await screenshots(page, 'overview');
  await page.getByLabel('Email').fill(` ${ada.email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What is kept about ${ada.email}`);
  expect(page.url()).toMatch(new RegExp(`^${base()}/admin/people/[\\w-]{43}$`));
  expect(page.url()).not.toContain('ada');
  for (const table of ['Waitlist sign-ups: 1', 'Pending sign-ups: 1', 'Rate alerts: 1', 'Limiter counts'])
    await expect(page.getByRole('table', { name: new RegExp(`^${table}`) })).toBeVisible();
  await expect(page.getByText('Mail already handed to the mail server cannot be recalled')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'person');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download their data' }).click();
  const data = JSON.parse(fs.readFileSync((await (await download).path())!, 'utf8'));
  expect(data).toMatchObject({
    email: ada.email,
    waitlist: { signups: [{ phone_e164: ada.phone }], pending: [{ full_name: 'Ada again' }] },
    alerts: { alerts: [{ status: 'armed' }] },
    mail: { mail: [{ recipient: ada.email }] },
  });

  await page.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Erase everything about ${ada.email}?`);
  await expect(page.getByText('Mail already handed to the mail server cannot be recalled')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'erase');
  const erase = page.getByRole('button', { name: /^Erase/ });
  await expect(erase).toHaveCount(1);
  expect(await rowsAbout(ada.email, limiterKey)).toMatchObject({
    waitlist_signups: 1,
    waitlist_pending: 1,
    rate_alerts: 1,
    mail_outbox: 1,
    waitlist_rate_limit: 1,
  });
  await erase.click();
  await expect(page.getByRole('status')).toContainText('Erased: 5 rows deleted.');
  expect(await rowsAbout(ada.email, limiterKey)).toEqual({
    waitlist_signups: 0,
    waitlist_pending: 0,
    rate_alerts: 0,
    mail_outbox: 0,
    console_lookups: 0,
    waitlist_rate_limit: 0,
  });

  await page.getByLabel('Email').fill(ada.email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('status')).toHaveText('Nothing is kept about this address.');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const actions = page.getByRole('table', { name: 'Console activity' }).getByRole('row');
  for (const action of ['sign-in', 'download', 'lookup', 'export', 'erasure'])
    await expect(actions.filter({ hasText: action }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'activity');
  const audit = await consoleApp.query<{ row: string }>('select t::text as row from console_audit t');
  // The address, not "ada": a hex hash holds those three letters one time in a few dozen.
  expect(audit.filter(({ row }) => row.toLowerCase().includes(ada.email))).toEqual([]);
});

async function currentLimiterKey(): Promise<string> {
  const [row] = await consoleApp.query<{ secret: Buffer }>('select secret from waitlist_rate_limit_secret');
  const secret = row!.secret;
  return createHmac('sha256', secret).update(`email:${ada.email}`).digest('hex');
}

test('a session ends after 2 idle hours, after 12 hours, and when its address leaves ADMIN_EMAILS', async ({
  page,
}) => {
  await signIn(page, consoleApp, 'second@tuma.test');
  await consoleApp.query(`update console_sessions set last_seen_at = now() - interval '2 hours 1 minute'`);
  await page.goto(`${base()}/admin/activity`);
  await expect(page).toHaveURL(`${base()}/admin/sign-in`);

  await signIn(page, consoleApp, 'second@tuma.test');
  await consoleApp.query(`update console_sessions set created_at = now() - interval '12 hours 1 minute'`);
  await page.goto(`${base()}/admin`);
  await expect(page).toHaveURL(`${base()}/admin/sign-in`);

  // A replica started with second@ taken off the list: the same cookie (cookies ignore ports) is refused there, and
  // the session is gone for every server.
  await signIn(page, consoleApp, 'second@tuma.test');
  const replica = await consoleApp.startAnother({ ADMIN_EMAILS: ADMIN });
  await page.goto(`${replica.baseURL}/admin`);
  await expect(page).toHaveURL(`${replica.baseURL}/admin/sign-in`);
  expect(await consoleApp.query(`select 1 from console_sessions where email = 'second@tuma.test'`)).toEqual(
    [],
  );
  await page.goto(`${base()}/admin`);
  await expect(page).toHaveURL(`${base()}/admin/sign-in`);
});

test('posts from another origin are refused, bad input is a 4xx, every answer is private and noindex', async ({
  request,
}) => {
  for (const origin of ['https://evil.example', undefined]) {
    const answer = await request.post(`${base()}/admin/sign-in`, {
      headers: origin ? { origin } : {},
      multipart: { email: ADMIN },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
  }
  expect(consoleApp.mailsTo(ADMIN).length).toBeLessThan(10);
  for (const [path, status] of [
    ['/admin/people/not-a-handle', 307],
    ['/admin/downloads/signups.csv', 303],
    ['/admin/nope', 307],
    ['/admin/sign-in/confirm?token=junk', 200],
    ['/admin/sign-in/confirm', 200],
  ] as const) {
    const answer = await request.get(`${base()}${path}`, { maxRedirects: 0 });
    expect.soft(answer.status(), path).toBe(status);
    expect.soft(answer.headers()['cache-control'], path).toBe('private, no-store');
    expect.soft(answer.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

test('signed in, unknown pages and handles are 404s with the console frame and no axe finding', async ({
  page,
}) => {
  await signIn(page, consoleApp);
  for (const path of [
    '/admin/nope',
    '/admin/people/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    '/admin/people/x/erase',
  ]) {
    const answer = await page.goto(`${base()}${path}`);
    expect(answer?.status(), path).toBe(404);
    expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  }
  await expectNoAxeViolations(page);
  const data = await page.request.get(
    `${base()}/admin/people/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/data`,
  );
  expect(data.status()).toBe(404);
});

test('without JavaScript: sign in, look up, sign out', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await askForLink(page, base(), ADMIN);
    await page.goto(consoleApp.linkIn(await consoleApp.nextMailTo(ADMIN)));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.getByLabel('Email').fill('nobody.kept@example.com');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('status')).toHaveText('Nothing is kept about this address.');
    expect(page.url()).not.toContain('nobody');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
  } finally {
    await context.close();
  }
});
