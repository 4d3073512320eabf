import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import pg from 'pg';

import { CRON_SECRET_SENTINEL, SMTP_PASSWORD_SENTINEL } from '@/test/support/env.mjs';
import { startSmtpServer } from '@/test/support/smtp.mjs';

import { axeViolations } from './support/axe';
import { startOwnDatabase, type OwnDatabase } from './support/own-database';
import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';

// The rate alert journey on a server of its own with mail on: a real SMTP server on loopback receives what it sends,
// its database starts empty, and each recording is a new bucket (5 s), so a test can move the stand-in's rate and
// record a crossing. USD → NGN starts at the stand-in's 1,500.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Mail = ReturnType<Smtp['messages']>[number];

const BUCKET_SECONDS = 2;
let smtp: Smtp;
let database: OwnDatabase;
let app: IsolatedApp;

test.beforeAll(async () => {
  // The file's timeout does not reach a hook outside a describe; PGlite and a server starting on a busy machine take
  // more than the default 30 s.
  test.setTimeout(120_000);
  smtp = await startSmtpServer({ auth: { user: 'tuma-site', pass: SMTP_PASSWORD_SENTINEL } });
  database = await startOwnDatabase('rate_alerts');
  app = await startIsolatedApp(undefined, {
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tuma <alerts@tuma.test>',
      RATES_HISTORY_BUCKET_SECONDS: String(BUCKET_SECONDS),
      RATES_CONFIG_TTL_SECONDS: '1',
    },
  });
});

test.afterAll(async () => {
  await app?.close();
  await database?.stop();
  await smtp?.stop();
});

/** The mail's link on this server: links carry the build's site URL, and this server listens elsewhere. */
const onApp = (link: string) => {
  const url = new URL(link);
  return `${app.baseURL}${url.pathname}${url.search}`;
};
const linkIn = (mail: Mail, path: RegExp) => {
  const found = mail.text.match(new RegExp(`https?://\\S+${path.source}\\S*`));
  if (!found) throw new Error(`no ${path.source} link in: ${mail.text}`);
  return onApp(found[0]);
};
/** A query on this server's database. */
async function databaseQuery<Row>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client
    .query(sql)
    .then((result) => result.rows as Row[])
    .finally(() => client.end());
}

/** The mail to `to` whose subject contains `subject` (the first, or the `index`-th), once it has arrived. */
async function mailTo(to: string, subject: string, index = 0): Promise<Mail> {
  const find = () =>
    smtp.messages().filter((mail) => mail.envelopeTo.includes(to) && mail.subject?.includes(subject))[index];
  await expect.poll(() => Boolean(find()), { timeout: 30_000 }).toBe(true);
  return find()!;
}
const mailsTo = (to: string) => smtp.messages().filter((mail) => mail.envelopeTo.includes(to));

/** A header as it was sent (unfolded). */
const header = (mail: Mail, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.rawHeaders.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
/** The RFC 8058 address from the List-Unsubscribe header. */
function oneClickUrl(mail: Mail): string {
  const url = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!url) throw new Error('no List-Unsubscribe header');
  return onApp(url);
}

async function record(): Promise<{ alerts?: { fired: number } }> {
  // A new bucket for each call, and a configuration older than its 1 s window: the next bucket 1.5 s away or more.
  const now = Date.now();
  const bucketMs = BUCKET_SECONDS * 1000;
  const next = Math.ceil((now + 1_500) / bucketMs) * bucketMs;
  await new Promise((resolve) => setTimeout(resolve, next - now + 50));
  const api = await playwrightRequest.newContext({ baseURL: app.baseURL });
  try {
    const response = await api.get('/api/cron/rates', {
      headers: { authorization: `Bearer ${CRON_SECRET_SENTINEL}` },
    });
    expect(response.status()).toBe(200);
    return await response.json();
  } finally {
    await api.dispose();
  }
}

/** The pair page once it offers the form: the build prerendered it without mail; ISR renders it with this server's. */
async function gotoForm(page: Page, path: string, heading: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${app.baseURL}${path}`);
        return page.getByRole('heading', { name: heading, exact: true }).count();
      },
      { timeout: 90_000, intervals: [500, 1_000, 2_000, 5_000] },
    )
    .toBe(1);
}

test('English with JavaScript: form, confirmation by button, one mail for a crossing, one-click stop', async ({
  page,
}) => {
  await app.standIn.setRate('USD', 'NGN', 1500);
  await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
  const form = page.getByRole('region', { name: 'Rate alert' });
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Target rate').fill('1,600');
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');

  const confirm = await mailTo('ada@example.com', 'Confirm');
  expect(confirm!.subject).toBe('Confirm your USD to NGN rate alert');
  expect(confirm!.envelopeTo).toEqual(['ada@example.com']);
  expect(confirm!.text).toContain('at or above 1,600.00 NGN for 1 USD');
  expect(confirm!.html).not.toMatch(/<img|<link|src=|url\(/i);

  // Opening the link does nothing: a crossing recorded now does not fire the alert.
  await page.goto(linkIn(confirm!, /\/alerts\/confirm\?token=/));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your rate alert');
  await app.standIn.setRate('USD', 'NGN', 1650);
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  await app.standIn.setRate('USD', 'NGN', 1500);
  expect((await record()).alerts).toMatchObject({ fired: 0 });

  await page.getByRole('button', { name: 'Confirm the alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');

  // Each move within 5 % of the last recorded rate: a bigger jump waits for a second reading (docs/alerts.md).
  await app.standIn.setRate('USD', 'NGN', 1560);
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  await app.standIn.setRate('USD', 'NGN', 1612.5);
  expect((await record()).alerts).toMatchObject({ fired: 1 });
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  const fired = await mailTo('ada@example.com', 'reached');
  expect(fired!.subject).toBe('USD to NGN reached 1,612.50 (your target: 1,600.00)');
  expect(fired!.text).toMatch(
    /Our USD to NGN rate recorded on .+ UTC is 1,612\.50 NGN for 1 USD: at or above 1,600\.00/,
  );
  expect(fired!.text).toContain('/convert/usd-to-ngn#rate-alert');
  expect(header(fired!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header(fired!, 'List-Id')).toMatch(/^Tuma rate alerts <rate-alerts\.localhost>$/);
  expect(header(confirm!, 'List-Unsubscribe')).toMatch(
    /^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=/,
  );

  // RFC 8058: a bare POST, no cookie, no Origin, answers 200 without a redirect.
  const bare = await playwrightRequest.newContext();
  try {
    const stop = await bare.post(oneClickUrl(fired!), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(stop.status()).toBe(200);
    // A GET of the same address leads to the page with the button.
    const get = await bare.get(oneClickUrl(fired!), { maxRedirects: 0 });
    expect(get.status()).toBe(303);
    expect(get.headers().location).toMatch(/^\/alerts\/unsubscribe\?token=/);
  } finally {
    await bare.dispose();
  }
  expect(mailsTo('ada@example.com')).toHaveLength(2);
});

test('French without JavaScript: the form and its errors, confirmation, one mail for a crossing, both ways to stop', async ({
  browser,
}) => {
  await app.standIn.setRate('USD', 'NGN', 1500);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoForm(page, '/fr/convert/usd-to-ngn', 'Alerte de taux');
  let form = page.getByRole('region', { name: 'Alerte de taux' });
  await form.getByLabel('E-mail').fill('bea@example.com');
  await form.getByLabel('Taux cible').fill('1 500,00');
  await form.getByRole('button', { name: 'Créer l’alerte' }).click();
  // The form again, in French, saying why: today's rate is no target.
  form = page.getByRole('region', { name: 'Alerte de taux' });
  await expect(form.getByRole('alert')).toContainText('C’est le taux du jour');
  await expect(form.getByLabel('Taux cible')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Taux cible')).toHaveValue('1 500,00');

  await form.getByLabel('E-mail').fill('bea@example.com');
  await form.getByLabel('Taux cible').fill('1 400,5');
  await form.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultez votre boîte de réception');

  const confirm = await mailTo('bea@example.com', 'Confirmez');
  expect(confirm.subject).toBe('Confirmez votre alerte de taux USD en NGN');
  expect(confirm.text).toContain('égal ou inférieur à 1\u202f400,50 NGN pour 1 USD');
  await page.goto(linkIn(confirm, /\/fr\/alerts\/confirm\?token=/));
  await page.getByRole('button', { name: 'Confirmer l’alerte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre alerte est active');

  // A crossing: one mail, in French, whose one-click address stops it.
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  await app.standIn.setRate('USD', 'NGN', 1440);
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  await app.standIn.setRate('USD', 'NGN', 1390);
  expect((await record()).alerts).toMatchObject({ fired: 1 });
  await app.standIn.setRate('USD', 'NGN', 1500);
  const fired = await mailTo('bea@example.com', 'atteint');
  expect(fired.subject).toBe('USD en NGN a atteint 1\u202f390,00 (votre objectif\u202f: 1\u202f400,50)');
  expect(fired.text).toContain('/fr/convert/usd-to-ngn#rate-alert');
  expect(oneClickUrl(fired)).toContain('lang=fr');
  const bare = await playwrightRequest.newContext();
  try {
    const stop = await bare.post(oneClickUrl(fired), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(stop.status()).toBe(200);
    const get = await bare.get(oneClickUrl(fired), { maxRedirects: 0 });
    expect(get.headers().location).toMatch(/^\/fr\/alerts\/unsubscribe\?token=/);
  } finally {
    await bare.dispose();
  }

  // Another alert, stopped from its confirmation mail's link: its page, then its button. It never fires.
  await gotoForm(page, '/fr/convert/usd-to-ngn', 'Alerte de taux');
  form = page.getByRole('region', { name: 'Alerte de taux' });
  await form.getByLabel('E-mail').fill('bea@example.com');
  await form.getByLabel('Taux cible').fill('1 380');
  await form.getByRole('button', { name: 'Créer l’alerte' }).click();
  const second = await mailTo('bea@example.com', 'Confirmez', 1);
  await page.goto(linkIn(second, /\/fr\/alerts\/confirm\?token=/));
  await page.getByRole('button', { name: 'Confirmer l’alerte' }).click();
  await page.goto(linkIn(second, /\/fr\/alerts\/unsubscribe\?token=/));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrêter cette alerte de taux\u202f?');
  await page.getByRole('button', { name: 'Arrêter l’alerte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerte arrêtée');

  await app.standIn.setRate('USD', 'NGN', 1370);
  expect((await record()).alerts).toMatchObject({ fired: 0 });
  await app.standIn.setRate('USD', 'NGN', 1500);
  expect(mailsTo('bea@example.com')).toHaveLength(3);
  await context.close();
});

test('a known address gets the same answer as a new one', async ({ page }) => {
  const answers: string[] = [];
  for (const email of ['ada@example.com', 'new.person@example.com']) {
    await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
    const form = page.getByRole('region', { name: 'Rate alert' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Target rate').fill('1700');
    await form.getByRole('button', { name: 'Set alert' }).click();
    // The action answers with a redirect, which the router follows after the click.
    await page.waitForURL((url) => url.pathname === '/alerts/sent');
    answers.push(await page.locator('main').innerText());
  }
  expect(answers[0]).toBe(answers[1]);
});

test('an SMTP outage while an alert fires loses nothing and sends it once', async ({ page }) => {
  test.setTimeout(240_000);
  await app.standIn.setRate('USD', 'NGN', 1500);
  await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
  const form = page.getByRole('region', { name: 'Rate alert' });
  await form.getByLabel('Email').fill('cy@example.com');
  await form.getByLabel('Target rate').fill('1450');
  await form.getByRole('button', { name: 'Set alert' }).click();
  const confirm = await mailTo('cy@example.com', 'Confirm');
  await page.goto(linkIn(confirm, /\/alerts\/confirm\?token=/));
  await page.getByRole('button', { name: 'Confirm the alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');
  expect((await record()).alerts).toMatchObject({ fired: 0 });

  await smtp.stop();
  await app.standIn.setRate('USD', 'NGN', 1440);
  expect((await record()).alerts).toMatchObject({ fired: 1 });
  // The send after the answer fails, and the outbox says so.
  const firedMail = () =>
    databaseQuery<{ attempts: number; sent: boolean; next: Date }>(
      `select attempts, sent_at is not null as sent, next_attempt_at as next from mail_outbox
       where recipient = 'cy@example.com' and purpose = 'alert-fired'`,
    );
  await expect.poll(async () => (await firedMail())[0]?.attempts, { timeout: 15_000 }).toBe(1);
  const [failed] = await firedMail();
  expect(failed!.sent).toBe(false);
  expect(mailsTo('cy@example.com').filter((mail) => mail.subject?.includes('reached'))).toHaveLength(0);
  await smtp.start();
  // The outbox retries a minute later, at the next tick: a recording (or a form's submit). The minute's wait is
  // __tests__/lib/mail/outbox.test.ts's to check; here the retry is made due now.
  expect(failed!.next.getTime()).toBeGreaterThan(Date.now() + 30_000);
  await databaseQuery(
    "update mail_outbox set next_attempt_at = now() where recipient = 'cy@example.com' and sent_at is null",
  );
  await app.standIn.setRate('USD', 'NGN', 1500);
  await record();
  await mailTo('cy@example.com', 'reached');
  await record();
  expect(mailsTo('cy@example.com').filter((mail) => mail.subject?.includes('reached'))).toHaveLength(1);
});

test('axe finds nothing on the form, the confirm page and the stop page', async ({ page }) => {
  await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(
    `${app.baseURL}/alerts/new?pair=usd-to-ngn&target=1500&target-error=equalsRate&email-error=invalid`,
  );
  expect(await axeViolations(page)).toEqual([]);
  const form = page.getByRole('region', { name: 'Rate alert' });
  await form.getByLabel('Email').fill('axe@example.com');
  await form.getByLabel('Target rate').fill('1800');
  await form.getByRole('button', { name: 'Set alert' }).click();
  // The page that says the mail is on its way, once its streamed title is in: not the redirect still under way.
  await page.waitForURL((url) => url.pathname === '/alerts/sent');
  await expect(page).toHaveTitle(/^Check your inbox/);
  expect(await axeViolations(page)).toEqual([]);
  const mail = await mailTo('axe@example.com', 'Confirm');
  await page.goto(linkIn(mail, /\/alerts\/confirm\?token=/));
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(linkIn(mail, /\/alerts\/unsubscribe\?token=/));
  expect(await axeViolations(page)).toEqual([]);
});

test('the SMTP password reaches no page, no mail and no log line', async ({ page }) => {
  const seen: string[] = [];
  // A response may still be arriving when the test ends and closes the page: its read then rejects, harmlessly.
  page.on('response', async (response) => {
    seen.push(await response.allHeaders().then(JSON.stringify, () => ''));
    seen.push(await response.text().catch(() => ''));
  });
  await gotoForm(page, '/fr/convert/usd-to-ngn', 'Alerte de taux');
  await page.goto(`${app.baseURL}/alerts/sent?pair=usd-to-ngn`);
  await page.waitForLoadState('networkidle');
  expect(seen.length).toBeGreaterThan(2);
  for (const chunk of seen) expect(chunk).not.toContain(SMTP_PASSWORD_SENTINEL);
  for (const mail of smtp.messages()) {
    expect(`${mail.text}${mail.html}${JSON.stringify([...mail.headers])}`).not.toContain(
      SMTP_PASSWORD_SENTINEL,
    );
  }
  expect(app.output()).toContain('mail is on');
  expect(app.output()).not.toContain(SMTP_PASSWORD_SENTINEL);
});

test('with mail on, a waitlist sign-up asks to confirm, and the confirmed one is kept', async ({ page }) => {
  // A name with a link: the mail must carry none of it, the page it opens must show it as typed.
  const name = 'Awa Diop www.win-a-prize.example';
  await page.goto(`${app.baseURL}/?modal=waitlist&utm_source=radio&utm_campaign=launch`);
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('awa@example.com');
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill('+234 803 123 4567');
  await dialog.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(dialog.getByText('Information received')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('press the button in it to confirm your address');

  const mail = await mailTo('awa@example.com', 'Confirm your place');
  for (const part of [mail.text, mail.html, mail.subject ?? '', mail.rawHeaders]) {
    expect(part).not.toContain('Awa');
    expect(part).not.toContain('win-a-prize');
  }
  await page.goto(linkIn(mail, /\/waitlist\/confirm\?token=/));
  const details = page.getByRole('definition');
  await expect(details).toHaveText([name, 'awa@example.com', '+234 ••• ••• ••67']);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your place is confirmed');
  const kept = await databaseQuery(
    "select full_name, confirmation, utm_source, utm_campaign from waitlist_signups where email = 'awa@example.com'",
  );
  expect(kept).toEqual([
    { full_name: name, confirmation: 'confirmed', utm_source: 'radio', utm_campaign: 'launch' },
  ]);
});

/** The hidden field naming a form's Server Action, which a browser without JavaScript posts. */
const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/;

test('the pair page with the form is still served from the page cache, and loads no more script', async ({
  page,
  request,
}) => {
  await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
  const response = await request.get(`${app.baseURL}/convert/usd-to-ngn`);
  expect(response.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const withForm = await response.text();
  expect(withForm).toMatch(actionField);
  // The suite's own server runs the same build with mail off: the same page without the form.
  const withoutForm = await (await request.get('/convert/usd-to-ngn')).text();
  expect(withoutForm).not.toMatch(actionField);
  const scripts = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts(withForm)).toEqual(scripts(withoutForm));
});

test('no alert is offered or taken where none could fire: recording off, or the sample rates', async ({
  page,
  request,
}) => {
  // The form's action, as a page that offers it names it: the same build serves both servers.
  await gotoForm(page, '/convert/usd-to-ngn', 'Rate alert');
  const action = (await page.content()).match(actionField)![1]!;
  const fields = { email: 'off@example.com', target: '1600', pair: 'usd-to-ngn', locale: 'en', website: '' };
  // Next lets an action posted without Origin through: ours answer 403 with the reason, and keep nothing.
  for (const headers of [{}, { origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
    const refused = await request.post(`${app.baseURL}/convert/usd-to-ngn`, {
      headers,
      multipart: { [action]: '', ...fields },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('only from our own pages');
  }
  const settings: Record<string, string>[] = [
    { CRON_SECRET: '' },
    { RATES_API_BASE_URL: '', RATES_API_KEY: '', RATES_API_TENANT: '' },
  ];
  for (const env of settings) {
    const other = await startIsolatedApp(undefined, {
      env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_FROM: 'Tuma <alerts@tuma.test>', ...env },
    });
    try {
      await page.goto(`${other.baseURL}/alerts/new?pair=usd-to-ngn`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate alerts are off');
      const api = await playwrightRequest.newContext();
      // Posted as a browser without JavaScript posts the form.
      const answer = await api.post(`${other.baseURL}/convert/usd-to-ngn`, {
        headers: { origin: other.baseURL },
        multipart: { [action]: '', ...fields },
        maxRedirects: 0,
      });
      await api.dispose();
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toContain('/alerts/off');
    } finally {
      await other.close();
    }
  }
  expect(mailsTo('off@example.com')).toEqual([]);
});
