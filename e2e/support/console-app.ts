import { expect, type Page } from '@playwright/test';
import pg from 'pg';

import { createOwnDatabase, suitePostgresUrl } from '@/test/support/own-database.mjs';
import { startSmtpServer } from '@/test/support/smtp.mjs';

import { startIsolatedApp, type IsolatedApp } from './isolated-app';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Mail = ReturnType<Smtp['messages']>[number];

export const ADMIN = 'ops@tuma.test';

/** A database of its own on the PostgreSQL server the suite runs with (test/support/postgres.sh). */
async function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = suitePostgresUrl();
  if (!serverUrl)
    throw new Error(
      'The console specs need PostgreSQL: `source test/support/postgres.sh` first (npm test does).',
    );
  return createOwnDatabase(serverUrl, 'console_e2e');
}

export type ConsoleApp = {
  app: IsolatedApp;
  smtp: Smtp;
  databaseUrl: string;
  query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;
  /** The mail's one link, on this server (links carry the build's site URL). */
  linkIn: (mail: Mail) => string;
  mailsTo: (to: string) => Mail[];
  nextMailTo: (to: string) => Promise<Mail>;
  /** Another server on the same database and mail, with other settings: a replica, or a changed ADMIN_EMAILS. */
  startAnother: (env: Record<string, string>) => Promise<IsolatedApp>;
  stop: () => Promise<void>;
};

export async function startConsoleApp(env: Record<string, string> = {}): Promise<ConsoleApp> {
  const smtp = await startSmtpServer();
  const database = await throwawayDatabase();
  const settings = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tuma <console@tuma.test>',
    ADMIN_EMAILS: `${ADMIN}, second@tuma.test`,
    ...env,
  };
  const app = await startIsolatedApp(undefined, { env: settings });
  const others: IsolatedApp[] = [];
  const seen = new Map<string, number>();
  const query = async <Row>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return client
      .query(sql, params)
      .then((result) => result.rows as Row[])
      .finally(() => client.end());
  };
  const mailsTo = (to: string) => smtp.messages().filter((mail) => mail.envelopeTo.includes(to));
  return {
    app,
    smtp,
    databaseUrl: database.url,
    query,
    mailsTo,
    linkIn(mail) {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      const url = new URL(links[0]!);
      return `${app.baseURL}${url.pathname}${url.search}`;
    },
    async nextMailTo(to) {
      const before = seen.get(to) ?? 0;
      await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBeGreaterThan(before);
      seen.set(to, before + 1);
      return mailsTo(to)[before]!;
    },
    async startAnother(extra) {
      const other = await startIsolatedApp(undefined, { env: { ...settings, ...extra } });
      others.push(other);
      return other;
    },
    async stop() {
      await Promise.all([app.close(), ...others.map((other) => other.close())]);
      await smtp.stop();
      await database.drop();
    },
  };
}

/** Asks for a link on the sign-in page, as a person does, and returns the answer shown. */
export async function askForLink(page: Page, baseURL: string, email: string): Promise<string> {
  await page.goto(`${baseURL}/admin/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('If this address may sign in');
  return (await status.textContent()) ?? '';
}

/** Signs in through the mailed link and its button; ends on the overview. */
export async function signIn(page: Page, consoleApp: ConsoleApp, email = ADMIN): Promise<void> {
  await askForLink(page, consoleApp.app.baseURL, email);
  const mail = await consoleApp.nextMailTo(email);
  await page.goto(consoleApp.linkIn(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}
