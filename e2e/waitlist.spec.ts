import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { startOwnDatabase } from './support/own-database';
import { startIsolatedApp } from './support/isolated-app';
import { ANY_WIDTH } from './support/widths';

// The journey end to end: the browser → the Server Action → the database → `npm run waitlist:export`.
// The export runs with this runner's environment, which is the server's too (Playwright passes it on), so both
// read the same database: PostgreSQL when DATABASE_URL is set (CI), else the PGlite folder the server hosts.

const run = promisify(execFile);

const EXPORT_COLUMNS = [
  'created_at',
  'full_name',
  'email',
  'phone',
  'locale',
  'source',
  'confirmation',
  'confirmed_at',
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** RFC 4180 parsing: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

async function exportSignups(): Promise<ExportRow[]> {
  const { stdout } = await run('node', ['scripts/waitlist-export.mjs'], {
    env: process.env,
    timeout: 30_000,
  });
  const [header, ...rows] = parseCsv(stdout);
  expect(header).toEqual(EXPORT_COLUMNS);
  return rows.map(
    (cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])) as ExportRow,
  );
}

/** Each test is its own visitor: an address of its own, so the per-address rate limit never mixes tests. */
async function asNewVisitor(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@Example.com`;

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A number of its own for each sign-up, as typed and as stored: the per-phone limit counts across tests and runs,
 * and past it a sign-up answers success without being stored.
 */
function uniquePhone(): { typed: string; e164: string } {
  const [a, b] = [digits(3), digits(4)];
  return { typed: `+234 803 ${a} ${b}`, e164: `+234803${a}${b}` };
}

function fieldsOf(dialog: Locator) {
  return {
    // By name, not label: the same helpers serve the French page.
    fullName: dialog.locator('input[name="fullName"]'),
    email: dialog.locator('input[name="email"]'),
    phone: dialog.locator('input[name="phoneNumber"]'),
    submit: dialog.locator('button[type="submit"]'),
  };
}

async function fillAndSubmit(dialog: Locator, values: { fullName: string; email: string; phone: string }) {
  const fields = fieldsOf(dialog);
  await fields.fullName.fill(values.fullName);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.submit.click();
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test(
  'a visitor corrects a phone number without a country code, joins from the hero and is in the export',
  ANY_WIDTH,
  async ({ page }) => {
    const email = uniqueEmail('Ada.Okafor');
    const fullName = 'Ada "Nne" Okafor, Jr';
    await page.goto('/');
    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });

    await dialog.getByRole('textbox', { name: 'Full name' }).fill(fullName);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await phone.fill('0803 123 4567');
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();

    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(/Add your country code/);
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue(fullName);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    const number = uniquePhone();
    await phone.fill(number.typed);
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(dialog.getByText('Information received')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeFocused();

    const row = (await exportSignups()).find((signup) => signup.email === email.toLowerCase());
    // This server sends no mail: the sign-up is kept as given, and says so; the page it came from is kept.
    expect(row).toMatchObject({
      full_name: fullName,
      phone: number.e164,
      locale: 'en',
      confirmation: 'mail-off',
    });
    expect(row?.page).toBe('/');
    expect(row?.source).toMatch(/^(hero|page)$/);
    expect(Date.now() - Date.parse(row!.created_at)).toBeLessThan(5 * 60_000);
  },
);

test(
  'a sign-up from a feature modal records that modal and the French page records French',
  ANY_WIDTH,
  async ({ page }) => {
    const fromModal = uniqueEmail('awa.diop');
    await page.goto('/?modal=virtual-card');
    await page
      .getByRole('dialog', { name: 'Virtual cards' })
      .getByRole('button', { name: 'Join the waitlist' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    const senegal = digits(4);
    await fillAndSubmit(dialog, {
      fullName: 'Awa Diop',
      email: fromModal,
      phone: `+221 77 123 ${senegal.slice(0, 2)} ${senegal.slice(2)}`,
    });
    await expect(dialog.getByText('Information received')).toBeVisible();

    const inFrench = uniqueEmail('kwame.mensah');
    const ghana = digits(4);
    await page.goto('/fr?modal=waitlist');
    const frenchDialog = page.locator('dialog[data-modal="waitlist"]');
    await fillAndSubmit(frenchDialog, {
      fullName: 'Kwame Mensah',
      email: inFrench,
      phone: `00233 24 123 ${ghana}`,
    });
    await expect(frenchDialog.getByRole('status')).toBeVisible();
    await expect(frenchDialog.locator('form')).toHaveCount(0);

    const rows = await exportSignups();
    expect(rows.find((row) => row.email === fromModal.toLowerCase())).toMatchObject({
      phone: `+22177123${senegal}`,
      locale: 'en',
      source: 'virtual-card',
    });
    expect(rows.find((row) => row.email === inFrench.toLowerCase())).toMatchObject({
      phone: `+23324123${ghana}`,
      locale: 'fr',
      source: 'link',
    });
  },
);

test(
  'the same email again and again, past its limit, shows success each time and keeps one row; a filled honeypot stores nothing',
  ANY_WIDTH,
  async ({ page }) => {
    // Five sign-ups and an export of the table: seconds each on a busy two-core machine.
    test.setTimeout(90_000);
    const email = uniqueEmail('twice');
    const bot = uniqueEmail('bot');
    const cameroon = digits(2);
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });

    // More tries than the default limit per e-mail: the ones past it must look exactly like the first.
    for (const fullName of ['First Try', 'Second Try', 'Third Try', 'Fourth Try']) {
      await page.goto('/?modal=waitlist');
      await fillAndSubmit(dialog, { fullName, email, phone: `+237 6 71 23 45 ${cameroon}` });
      await expect(dialog.getByText('Information received')).toBeVisible();
      await expect(dialog.getByRole('status')).not.toContainText('Too many');
    }

    await page.goto('/?modal=waitlist');
    // A bot fills every field it finds, the hidden one included.
    await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await fillAndSubmit(dialog, { fullName: 'Spam Bot', email: bot, phone: uniquePhone().typed });
    await expect(dialog.getByText('Information received')).toBeVisible();

    const rows = await exportSignups();
    const mine = rows.filter((row) => row.email === email.toLowerCase());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ full_name: 'First Try', phone: `+2376712345${cameroon}` });
    expect(rows.some((row) => row.email === bot.toLowerCase())).toBe(false);
  },
);

test(
  'past its address limit a visitor is told their network is busy, past the ceiling that everyone is; the form stays filled',
  ANY_WIDTH,
  async ({ page }) => {
    // Its own server and database, with limits set low through the environment, as for a launch push the other way.
    test.setTimeout(120_000);
    const database = await startOwnDatabase('waitlist');
    const app = await startIsolatedApp(undefined, {
      env: { DATABASE_URL: database.url, WAITLIST_LIMIT_PER_ADDRESS: '2', WAITLIST_LIMIT_TOTAL: '3' },
    }).catch(async (error: unknown) => {
      await database.stop();
      throw error;
    });
    try {
      const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
      const signUp = async (fullName: string, email = uniqueEmail('limited')) => {
        await page.goto(`${app.baseURL}/?modal=waitlist`);
        await fillAndSubmit(dialog, { fullName, email, phone: uniquePhone().typed });
      };
      for (const attempt of ['First', 'Second']) {
        await signUp(`${attempt} Try`);
        await expect(dialog.getByText('Information received')).toBeVisible();
      }

      const blocked = uniqueEmail('blocked');
      await signUp('Third Try', blocked);
      await expect(dialog.getByRole('status')).toHaveText(
        /Too many sign-ups from your network\. Please try again in 10 minutes\./,
      );
      await expect(dialog.getByText('Information received')).toHaveCount(0);
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Third Try');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(blocked);

      // Another visitor takes the site's last place in the window; the next one after that is paused, whoever it is.
      await asNewVisitor(page);
      await dialog.getByRole('button', { name: 'Join waitlist' }).click();
      await expect(dialog.getByText('Information received')).toBeVisible();
      await asNewVisitor(page);
      await signUp('Fourth Try');
      await expect(dialog.getByRole('status')).toHaveText(
        /We're receiving a lot of sign-ups right now\. Please try again in 10 minutes\./,
      );
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Fourth Try');
    } finally {
      await app.close();
      await database.stop();
    }
  },
);

test(
  'a launch push through one carrier address: most of 200 sign-ups at once are stored, and one e-mail sent 50 times is stored once and always answered as a success',
  ANY_WIDTH,
  async ({ page }) => {
    // Hundreds of Server Action requests on a busy two-core machine.
    test.setTimeout(240_000);
    // The form's own request, captured from the browser, replayed with other e-mails and numbers from one address.
    let captured: { headers: Record<string, string>; body: string } | undefined;
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.method() === 'POST' && request.headers()['next-action'])
        captured = { headers: request.headers(), body: request.postData() ?? '' };
      await route.continue();
    });
    await page.goto('/?modal=waitlist');
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await fillAndSubmit(dialog, {
      fullName: 'Carrier One',
      email: uniqueEmail('carrier'),
      phone: uniquePhone().typed,
    });
    await expect(dialog.getByText('Information received')).toBeVisible();
    const action = captured;
    if (!action) throw new Error('the form sent no Server Action');
    const [fields] = JSON.parse(action.body) as [Record<string, unknown>];

    const gateway = `41.58.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`;
    const send = async (email: string) => {
      const response = await page.request.post('/', {
        headers: { ...action.headers, 'x-forwarded-for': gateway },
        data: JSON.stringify([{ ...fields, email, phoneNumber: uniquePhone().typed }]),
      });
      return (
        /"status":"(success|invalid|rate-limited|error)"/.exec(await response.text())?.[1] ?? 'unreadable'
      );
    };

    const burst = Array.from({ length: 200 }, () => uniqueEmail('burst'));
    const answers: string[] = [];
    // In waves, as a crowd arrives: all at once would measure this machine, not the limit.
    for (let start = 0; start < burst.length; start += 20)
      answers.push(...(await Promise.all(burst.slice(start, start + 20).map(send))));

    const repeated = uniqueEmail('repeated');
    const repeats: string[] = [];
    for (let n = 0; n < 50; n += 1) repeats.push(await send(repeated));

    const rows = await exportSignups();
    const stored = new Set(rows.map((row) => row.email));
    const accepted = burst.filter((email, index) => answers[index] === 'success');
    expect(accepted.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(100);
    expect(accepted.every((email) => stored.has(email.toLowerCase()))).toBe(true);
    expect(repeats).toEqual(Array.from({ length: 50 }, () => 'success'));
    expect(rows.filter((row) => row.email === repeated.toLowerCase())).toHaveLength(1);
  },
);

test(
  'with the database unreachable, a sign-up gets the form’s clear error, keeps what was typed, and no 500',
  ANY_WIDTH,
  async ({ page }) => {
    test.setTimeout(60_000);
    // Port 9 (discard) is closed here: every connection is refused, as when PostgreSQL is down.
    const app = await startIsolatedApp(undefined, {
      env: { DATABASE_URL: 'postgresql://tuma:tuma@127.0.0.1:9/tuma' },
    });
    try {
      const statuses: number[] = [];
      page.on('response', (response) => statuses.push(response.status()));
      await page.goto(`${app.baseURL}/?modal=waitlist`);
      const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
      const email = uniqueEmail('db-down');
      await fillAndSubmit(dialog, { fullName: 'Down Time', email, phone: uniquePhone().typed });
      await expect(dialog.getByRole('status')).toHaveText(
        "We couldn't save your details. Please check your connection and try again.",
      );
      await expect(dialog.getByText('Information received')).toHaveCount(0);
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Down Time');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);

      // Still ready (pages serve), naming the database as down.
      const health = await page.request.get(`${app.baseURL}/api/health`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ ok: true, database: 'down', redis: 'off' });
    } finally {
      await app.close();
    }
  },
);

test(
  'a sign-up whose request the server refuses (400) gets the form’s clear error and keeps what was typed',
  ANY_WIDTH,
  async ({ page }) => {
    // What arrives when something between the browser and us mangles the action's body: the proxy's 400.
    const answers: number[] = [];
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
      const response = await route.fetch({ postData: '[{"fullName": "cut off' });
      answers.push(response.status());
      await route.fulfill({ response });
    });
    await page.goto('/?modal=waitlist');
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    const email = uniqueEmail('refused');
    await fillAndSubmit(dialog, { fullName: 'Cut Off', email, phone: uniquePhone().typed });
    await expect(dialog.getByRole('status')).toHaveText(
      "We couldn't save your details. Please check your connection and try again.",
    );
    expect(answers).toEqual([400]);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    expect((await exportSignups()).some((row) => row.email === email.toLowerCase())).toBe(false);
  },
);
