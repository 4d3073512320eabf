// PostgreSQL goes away under a running site and comes back: a standalone server of the last build (NEXT_DIST_DIR,
// default .next) on a PostgreSQL cluster of this test's own, signed up to through the real form in Chromium. Proves:
//   - while the database is stopped, a sign-up gets the form's error state (no 500, the page still there), and
//     /api/health keeps the replica in rotation, naming the database as down;
//   - once it is started again, sign-ups are stored, with no restart of the site;
//   - while it accepts connections but answers nothing (every PostgreSQL process stopped with SIGSTOP), a sign-up still
//     ends in the error state, within the pool's timeouts, and works again once it answers.
//
//   npm run build && node --test test/db-restart/
//
// Needs Debian's postgresql (initdb and pg_ctl from /usr/lib/postgresql/*/bin, run as `postgres` under root, as
// test/support/postgres.sh does); the cluster lives in a temporary folder and is removed after.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import { chromium } from '@playwright/test';
import getPort from 'get-port';
import pg from 'pg';

import { startStandIn } from '../stand-in/server.mjs';
import { chromiumLaunchOptions, REVIEWS_BUSINESS_UNIT } from '../support/env.mjs';
import { standaloneDir, startStandalone } from '../support/standalone.mjs';
/** @import { Browser, Page } from '@playwright/test' */
/** @import { StandIn } from '../stand-in/server.mjs' */
/** @import { Server } from '../support/processes.mjs' */

const isRoot = process.getuid?.() === 0;
const SERVER_ERROR = "We couldn't save your details. Please check your connection and try again.";
// Far above the pool's own limits, far below forever: a sign-up that hangs fails here.
const FORM_ANSWER_TIMEOUT_MS = 30_000;

/** @type {string} */
let workDir;
/** @type {string} */
let dataDir;
/** @type {string} */
let pgBin;
/** @type {number} */
let pgPort;
/** @type {string} */
let databaseUrl;
/** @type {StandIn} */
let standIn;
/** @type {Server} */
let app;
/** @type {string} */
let baseUrl;
/** @type {Browser} */
let browser;
/** @type {number[]} */
let frozen = [];

/** The newest installed PostgreSQL's bin folder. */
function findPgBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  assert.ok(
    newest,
    `no PostgreSQL under ${root}: apt-get install postgresql (or source test/support/postgres.sh)`,
  );
  return path.join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root. @param {string} tool @param {string[]} args */
function asPostgres(tool, args) {
  const command = path.join(pgBin, tool);
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });
}

function startPostgres() {
  asPostgres('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-l',
    path.join(workDir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${pgPort} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
  ]);
}

function stopPostgres() {
  asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
}

/** Every process of the cluster: the postmaster first, so it forks no new backend meanwhile. */
function clusterPids() {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command name, which may hold spaces and brackets.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** @param {NodeJS.Signals} signal @param {number[]} pids */
function signalAll(signal, pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}

/** @param {string} email */
async function storedRows(email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from waitlist_signups where email = $1', [
      email,
    ]);
    return /** @type {number} */ (rows[0].n);
  } finally {
    await client.end();
  }
}

/** @param {string} url */
async function getJson(url) {
  const response = await fetch(url);
  return { status: response.status, body: /** @type {unknown} */ (await response.json()) };
}

/**
 * One visitor (an address of its own, so the rate limit never counts two) signs up through the real form.
 * @param {string} label
 * @returns {Promise<{ outcome: 'stored' | 'error'; email: string; serverErrors: string[]; elapsedMs: number }>}
 */
async function signUp(label) {
  const email = `${label}.${Date.now()}@example.com`;
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  /** @type {Page} */
  const page = await context.newPage();
  /** @type {string[]} */
  const serverErrors = [];
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${baseUrl}/?modal=waitlist`);
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Okafor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+234 803 123 4567');
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    const stored = dialog.getByText('Information received');
    const failed = dialog.getByRole('status').filter({ hasText: SERVER_ERROR });
    await stored.or(failed).first().waitFor({ timeout: FORM_ANSWER_TIMEOUT_MS });
    const elapsedMs = Date.now() - started;
    if (await stored.isVisible()) return { outcome: 'stored', email, serverErrors, elapsedMs };
    // The error state keeps what was typed: the visitor can simply try again.
    assert.equal(await dialog.getByRole('textbox', { name: 'Email' }).inputValue(), email);
    return { outcome: 'error', email, serverErrors, elapsedMs };
  } finally {
    await context.close();
  }
}

/** @param {string} what @param {() => Promise<boolean>} check */
async function until(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

before(async () => {
  assert.ok(
    existsSync(path.join(standaloneDir, 'server.js')),
    `${standaloneDir}/server.js is missing: run npm run build`,
  );
  pgBin = findPgBin();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tuma-db-restart-'));
  chmodSync(workDir, 0o700);
  if (isRoot) {
    const postgresUser = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const postgresGroup = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(workDir, Number(postgresUser), Number(postgresGroup));
  }
  dataDir = path.join(workDir, 'data');
  asPostgres('initdb', ['-D', dataDir, '-U', 'tuma', '-E', 'UTF8', '--no-locale', '--auth=trust']);
  pgPort = await getPort();
  startPostgres();
  asPostgres('createdb', ['-h', workDir, '-p', String(pgPort), '-U', 'tuma', 'tuma']);
  databaseUrl = `postgresql://tuma@127.0.0.1:${pgPort}/tuma`;

  standIn = await startStandIn();
  const port = await getPort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await startStandalone({
    port,
    name: 'standalone server',
    providerUrl: standIn.url,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: undefined,
      REVIEWS_API_BASE_URL: standIn.url,
      REVIEWS_BUSINESS_UNIT_ID: REVIEWS_BUSINESS_UNIT,
    },
  });
  browser = await chromium.launch(chromiumLaunchOptions);
});

after(async () => {
  signalAll('SIGCONT', frozen);
  await browser?.close();
  await app?.stop();
  await standIn?.close();
  if (dataDir && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch {
      // already stopped
    }
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('sign-ups fail clearly while PostgreSQL restarts, then work again without restarting the site', async () => {
  const before = await signUp('before');
  assert.equal(before.outcome, 'stored');
  assert.equal(await storedRows(before.email), 1);
  assert.deepEqual((await getJson(`${baseUrl}/api/health`)).body, { ok: true, database: 'up', redis: 'off' });

  stopPostgres();
  /** @type {Awaited<ReturnType<typeof signUp>>} */
  let during;
  try {
    during = await signUp('during');
    assert.equal(during.outcome, 'error', 'the form shows its error state');
    assert.deepEqual(during.serverErrors, [], 'no 500 on the page or the action');
    // Pages serve without the database, so readiness must not drain the replica: it names the part that is down.
    await until('/api/health to see the database down', async () => {
      const health = await getJson(`${baseUrl}/api/health`);
      return (
        health.status === 200 &&
        JSON.stringify(health.body) === JSON.stringify({ ok: true, database: 'down', redis: 'off' })
      );
    });
    assert.equal((await fetch(`${baseUrl}/api/health/live`)).status, 200);
  } finally {
    startPostgres();
  }

  const afterRestart = await signUp('after');
  assert.equal(afterRestart.outcome, 'stored');
  assert.equal(await storedRows(afterRestart.email), 1);
  assert.equal(await storedRows(during.email), 0);
  await until('/api/health to see the database up', async () => {
    const { body } = await getJson(`${baseUrl}/api/health`);
    return JSON.stringify(body) === JSON.stringify({ ok: true, database: 'up', redis: 'off' });
  });
  assert.ok(app.isRunning(), 'the same server process served throughout');
});

test('a sign-up to a PostgreSQL that accepts but never answers fails within the timeouts, then works again', async () => {
  // A stored sign-up first, so that the pool holds open connections to the server about to hang.
  assert.equal((await signUp('warm')).outcome, 'stored');

  frozen = clusterPids();
  signalAll('SIGSTOP', frozen);
  try {
    const hung = await signUp('hung');
    assert.equal(hung.outcome, 'error', 'the form shows its error state instead of waiting forever');
    assert.deepEqual(hung.serverErrors, []);
    const health = await getJson(`${baseUrl}/api/health`);
    assert.equal(health.status, 200);
  } finally {
    signalAll('SIGCONT', frozen);
    frozen = [];
  }

  const answered = await signUp('answered');
  assert.equal(answered.outcome, 'stored');
  assert.equal(await storedRows(answered.email), 1);
  assert.ok(app.isRunning());
});
