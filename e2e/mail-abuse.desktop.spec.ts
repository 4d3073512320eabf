import { expect, test } from '@playwright/test';
import pg from 'pg';

import { rawRequest } from '@/test/support/raw-request.mjs';
import { startSmtpServer } from '@/test/support/smtp.mjs';

import { startOwnDatabase, type OwnDatabase } from './support/own-database';
import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';

// One client floods the waitlist's Server Action, as the browser posts it, with 1,000 sign-ups to 1,000 mailboxes;
// another address signs up beside it. Mail goes to a real SMTP server on loopback (docs/alerts.md, "Fair shares").
test.describe.configure({ mode: 'serial', timeout: 240_000 });

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

let smtp: Smtp;
let database: OwnDatabase;
let app: IsolatedApp;
let action: { headers: Record<string, string>; fields: Record<string, string> };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  database = await startOwnDatabase('mail_abuse');
  app = await startIsolatedApp(undefined, {
    env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_FROM: 'Tuma <hello@tuma.test>' },
  });
  // The action's id and body as the browser sends them, from one real sign-up.
  const page = await browser.newPage();
  let captured: { headers: Record<string, string>; body: string | null } | undefined;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action'])
      captured = { headers: request.headers(), body: request.postData() };
  });
  await page.goto(`${app.baseURL}/?modal=waitlist`);
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('First Visitor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('first@example.com');
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill('+234 803 000 0001');
  await dialog.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(dialog.getByText('Information received')).toBeVisible();
  await page.close();
  const keep = Object.entries(captured!.headers).filter(
    ([name]) => name === 'accept' || name === 'content-type' || name.startsWith('next-'),
  );
  action = {
    headers: Object.fromEntries(keep),
    fields: (JSON.parse(captured!.body!) as Record<string, string>[])[0]!,
  };
});

test.afterAll(async () => {
  await app?.close();
  await database?.stop();
  await smtp?.stop();
});

function signUp(index: number, email: string, localAddress: string) {
  const body = JSON.stringify([
    {
      ...action.fields,
      fullName: `Person ${index}`,
      email,
      phoneNumber: `+234 803 ${String(1_000_000 + index)}`,
    },
  ]);
  return rawRequest(`${app.baseURL}/`, {
    method: 'POST',
    headers: { ...action.headers, origin: app.baseURL, referer: `${app.baseURL}/` },
    body,
    localAddress,
  }).then((response) => /"status":"([a-z-]+)"/.exec(response.text)?.[1] ?? `http-${response.status}`);
}

async function query<Row>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client
    .query(sql)
    .then((result) => result.rows as Row[])
    .finally(() => client.end());
}

test('a flood of 1,000 sign-ups from one address takes its share, and another address is mailed at once', async () => {
  const outcomes: string[] = [];
  for (let start = 0; start < 1000; start += 25) {
    const batch = Array.from({ length: 25 }, (_, offset) =>
      signUp(start + offset, `flood-${start + offset}@example.com`, '127.0.0.1'),
    );
    outcomes.push(...(await Promise.all(batch)));
  }
  const counts = Object.fromEntries(
    [...new Set(outcomes)].map((status) => [status, outcomes.filter((one) => one === status).length]),
  );
  // Refusals, never failures: a share used up, then the per-address limit (300 per 10 minutes).
  expect(Object.keys(counts).sort()).toEqual(['rate-limited', 'success']);

  expect(await signUp(5000, 'other@example.com', '127.0.0.2')).toBe('success');
  await expect
    .poll(() => smtp.messages().some((mail) => mail.envelopeTo.includes('other@example.com')), {
      timeout: 60_000,
    })
    .toBe(true);

  const [mail] = await query<{ released: string; waiting: string }>(
    `select count(*) filter (where release_at <= now()) as released, count(*) filter (where release_at > now())
       as waiting
     from mail_outbox where recipient <> 'other@example.com'`,
  );
  // 127.0.0.1 (the first visitor and the flood): 10 % of MAIL_LIMIT_PER_HOUR (500) released in the hour, twice that
  // waiting. Every sign-up past the waiting is kept, pending, without a mail: the 299 the per-address limit let in.
  expect(Number(mail!.released)).toBe(50);
  expect(Number(mail!.waiting)).toBe(100);
  const [pending] = await query<{ n: string }>(
    `select count(*) as n from waitlist_pending where email like 'flood-%'`,
  );
  expect(Number(pending!.n)).toBe(299);
  expect(smtp.messages().filter((one) => one.envelopeTo[0]?.startsWith('flood-')).length).toBeLessThanOrEqual(
    49,
  );
});
