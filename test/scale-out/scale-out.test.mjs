// `npm run test:scale-out`: two standalone replicas of one build behind nginx (round robin), sharing PostgreSQL and
// Redis, checked through the balancer (test/scale-out/up.mjs starts it all, docs/scaling.md explains it).
//
//   npm run test:scale-out                        on the last `npm run test:e2e` build in .next (built when missing)
//   SCALE_OUT_BUILD=1 npm run test:scale-out      builds first (node --test passes on no arguments)
//
// Clients connect from real source addresses, 127.0.0.2 and up (all of 127.0.0.0/8 is this machine on Linux), so
// nginx's x-forwarded-for carries each client's own address. A browser cannot choose its source address, so Chromium
// signs up once through the real form, and the Server Action request it sent (its Next-Action id and encoded body)
// is replayed from Node with other addresses and e-mails: the same request the form sends, from many clients.
// The tests run in order and share that capture: the ones that replay it fail at once when it is missing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

import { chromium } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';

import { freshness } from '../../lib/cache/freshness.mjs';
import { ensureDebianPackages } from '../support/debian-packages.mjs';
import { madeUpPath } from '../support/made-up-paths.mjs';
import { rawRequest } from '../support/raw-request.mjs';
import { settledKeys } from '../support/redis.mjs';
import { startSmtpServer } from '../support/smtp.mjs';
import { chromiumLaunchOptions, CRON_SECRET_SENTINEL } from '../support/env.mjs';
import { REPLICA_KEEP_ALIVE_TIMEOUT_MS, up } from './up.mjs';
/** @import { IncomingHttpHeaders } from 'node:http' */
/** @import { Browser } from '@playwright/test' */
/** @import { RawResponse } from '../support/raw-request.mjs' */
/** @import { Replica, Topology } from './up.mjs' */

/** The currency configuration's cache window for this run (RATES_CONFIG_TTL_SECONDS): short, to see several. */
const CONFIG_TTL_S = 3;
// Each recording of the alert test is a new bucket: it records a crossing after the readings before it.
const BUCKET_S = 10;
const CACHE_WINDOWS = 3;
const RATE_LIMIT = 5;
const PHONE = '+234 803 123 4567';
const runId = randomUUID().slice(0, 8);
/** @param {string} label */
const emailFor = (label) => `scale-${runId}-${label}@example.com`;
/** @param {number} n */
const address = (n) => `127.0.0.${n}`;

/** @typedef {{ status: string | number; startedAt: number; endedAt: number }} TimedAnswer */

// Set by before(), which every test waits for.
/** @type {Topology} */
let topology;
let balancerUrl = '';
let standInUrl = '';
/** @type {Replica[]} */
let replicas = [];
/** @type {string[]} */
let replicaAddresses = [];
/** @type {pg.Client} */
let db;
/** @type {import('../support/smtp.mjs').TestSmtpServer} */
let smtp;
/** @type {Browser} */
let browser;
/**
 * Captured from the browser's own submission: the action id and headers, and its body as a template.
 * @type {{ headers: Record<string, string>; body: string } | undefined}
 */
let action;

before(async () => {
  ensureDebianPackages([{ binary: '/usr/bin/chromium', name: 'chromium' }]);
  smtp = await startSmtpServer();
  topology = await up({
    build: process.env.SCALE_OUT_BUILD === '1',
    configTtlSeconds: CONFIG_TTL_S,
    // A per-address limit the test can reach in a few requests; the default is sized for a carrier gateway.
    replicaEnv: {
      WAITLIST_LIMIT_PER_ADDRESS: String(RATE_LIMIT),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tuma <alerts@tuma.test>',
      RATES_HISTORY_BUCKET_SECONDS: String(BUCKET_S),
    },
  });
  ({ balancerUrl, replicas, standInUrl } = topology);
  replicaAddresses = replicas.map(({ address: replicaAddress }) => replicaAddress);
  db = new pg.Client({ connectionString: topology.databaseUrl });
  await db.connect();
  browser = await chromium.launch(chromiumLaunchOptions);
});

after(async () => {
  await browser?.close();
  await db?.end();
  await topology?.down();
  await smtp?.stop();
  // Kept after the run, for a failure's post-mortem.
  if (topology) console.log(`scale-out logs: ${topology.logsDir}, ${topology.nginxDir}`);
});

/** @param {readonly unknown[]} items */
const tally = (items) => {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const item of items) {
    const key = String(item ?? 'none');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/**
 * The Server Action's answer: React's flight stream of the WaitlistResult ({"status":"success"} …).
 * @param {RawResponse} response
 */
function actionStatus(response) {
  // A refusal's first line says why (the proxy's 4xx give a reason: lib/security/request-guard.ts).
  if (response.status !== 200)
    return `http-${response.status} ${response.text.split('\n')[0]?.slice(0, 80)}`.trim();
  return /"status":"(success|invalid|rate-limited|error)"/.exec(response.text)?.[1] ?? 'unreadable';
}

const providerCalls = async () => (await (await fetch(`${standInUrl}/__control/calls`)).json()).config;
/**
 * Sign-ups stored per address: pending ones, since the replicas send mail and a sign-up waits for its confirmation.
 * @param {string[]} emails
 */
const storedCount = async (emails) =>
  (
    await db.query(
      `select email, count(*)::int as n
       from (select email from waitlist_signups union all select email from waitlist_pending) as stored
       where email = any($1) group by email`,
      [emails],
    )
  ).rows;

let phoneSerial = 1;

const haveAction = () =>
  assert(action, 'no Server Action was captured from the browser (the check above failed)');

/**
 * @param {string} email
 * @param {{ url?: string; localAddress?: string; forwardedFor?: string; realIp?: string }} [options]
 * @returns {Promise<{ status: string; replica: unknown; response?: RawResponse }>}
 */
const signUp = (email, { url = balancerUrl, localAddress, forwardedFor, realIp } = {}) => {
  if (!action) throw new Error('no Server Action was captured from the browser');
  const target = new URL(url);
  const [fields] = JSON.parse(action.body);
  // A phone of its own per sign-up: the per-phone limit would otherwise take them as one household's.
  const phoneNumber = `+234 803 ${String(1_000_000 + (phoneSerial++ % 9_000_000)).slice(-7)}`;
  const body = JSON.stringify([
    { ...fields, fullName: `Scale ${email.split('@')[0]?.slice(-6)}`, email, phoneNumber },
  ]);
  /** @type {Record<string, string>} */
  const headers = { ...action.headers, origin: target.origin, referer: `${target.origin}/` };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (realIp) headers['x-real-ip'] = realIp;
  return rawRequest(url, { method: 'POST', headers, body, localAddress }).then(
    (response) => ({ status: actionStatus(response), replica: response.headers['x-upstream'], response }),
    (error) => ({ status: `network: ${error.message}`, replica: undefined }),
  );
};

test('every page and API route answers through the balancer, from both replicas', async (t) => {
  const sitemap = await rawRequest(`${balancerUrl}/sitemap.xml`);
  assert(sitemap.status === 200, `/sitemap.xml: ${sitemap.status}`);
  const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(/** @type {string} */ (loc)).pathname, // the group is not optional
  );
  assert(pages.length >= 8, `the sitemap lists only ${pages.length} pages`);
  const routes = [
    ...new Set([
      ...pages,
      '/app',
      '/convert',
      '/robots.txt',
      '/manifest.webmanifest',
      '/api/rates',
      '/api/rates/competitors?from=USD&to=NGN',
    ]),
  ];
  const failures = [];
  const served = [];
  const deploymentIds = new Set();
  // Twice each, one after the other: round robin gives each route to both replicas.
  for (const route of routes) {
    for (let round = 0; round < 2; round += 1) {
      const response = await rawRequest(`${balancerUrl}${route}`);
      served.push(response.headers['x-upstream']);
      if (response.status !== 200) failures.push(`${route}: ${response.status}`);
      const dpl = /<html[^>]* data-dpl-id="([^"]+)"/.exec(response.text)?.[1];
      if (dpl) deploymentIds.add(dpl);
    }
  }
  assert(!failures.length, failures.join('; '));
  const byReplica = tally(served);
  assert(
    replicaAddresses.every((replica) => (byReplica[replica] ?? 0) > 0),
    `served by ${JSON.stringify(byReplica)}`,
  );
  assert(
    deploymentIds.size === 1 && deploymentIds.has(topology.identity.deploymentId),
    `pages carry deployment ids ${JSON.stringify([...deploymentIds])}, expected ${topology.identity.deploymentId}`,
  );
  t.diagnostic(
    `${routes.length} routes × 2, served ${JSON.stringify(byReplica)}; every page carries deployment id ${topology.identity.deploymentId}`,
  );
});

test('the converter works through the balancer (server render and the island in Chromium)', async (t) => {
  const html = await rawRequest(`${balancerUrl}/?from=USD&to=NGN&amount=100`);
  assert(
    html.status === 200 && html.text.includes('value="148500"'),
    `server render: ${html.status}, no 148500`,
  );
  const page = await browser.newPage();
  try {
    await page.goto(`${balancerUrl}/?from=USD&to=NGN&amount=100#send-money`);
    await page.getByRole('button', { name: /^Currency you send:/ }).waitFor();
    const recipientGets = page.getByRole('textbox', { name: 'Recipient gets' });
    /** @param {string} expected */
    const valueBecomes = async (expected) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        if ((await recipientGets.inputValue()) === expected) return;
        await sleep(100);
      }
      throw new Error(`Recipient gets shows ${await recipientGets.inputValue()}, expected ${expected}`);
    };
    await valueBecomes('148500');
    await page.getByRole('textbox', { name: 'You send' }).fill('200');
    await valueBecomes('297000');
    // The compare panel loads competitor rates through /api/rates/competitors, i.e. through the balancer.
    await page.getByRole('region', { name: 'COMPARE RATES %' }).getByRole('listitem').first().waitFor();
  } finally {
    await page.close();
  }
  t.diagnostic(
    '100 USD → 148500 NGN in the HTML; 200 USD → 297000 NGN typed in Chromium; competitor rates listed',
  );
});

test('/api/health through the balancer: database and Redis up', async (t) => {
  const response = await rawRequest(`${balancerUrl}/api/health`);
  assert(
    response.headers['cache-control'] === 'no-store',
    `Cache-Control: ${response.headers['cache-control']}`,
  );
  const body = JSON.parse(response.text);
  assert(
    response.status === 200 && body.ok === true && body.database === 'up' && body.redis === 'up',
    `${response.status} ${response.text}`,
  );
  t.diagnostic(response.text);
});

test(`a replica keeps an idle connection open past Node's 5 s default (KEEP_ALIVE_TIMEOUT=${REPLICA_KEEP_ALIVE_TIMEOUT_MS})`, async (t) => {
  const [replica] = replicas;
  assert(replica, 'no replica is running');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await rawRequest(`${replica.url}/robots.txt`, { agent });
    await sleep(6_000);
    const second = await rawRequest(`${replica.url}/robots.txt`, { agent });
    assert(first.status === 200 && second.status === 200, `${first.status}, ${second.status}`);
    assert(
      second.reusedSocket,
      'the second request needed a new connection: the replica closed the idle one',
    );
  } finally {
    agent.destroy();
  }
  t.diagnostic('the same connection answered again after 6 s idle');
});

test('a visitor joins the waitlist through the real form in Chromium, through the balancer', async (t) => {
  const email = emailFor('browser');
  const page = await browser.newPage();
  try {
    /** @type {{ headers: Record<string, string>; body: string | null } | undefined} */
    let captured;
    page.on('request', (request) => {
      const headers = request.headers();
      if (request.method() === 'POST' && headers['next-action'])
        captured = { headers, body: request.postData() };
    });
    const documentResponse = await page.goto(`${balancerUrl}/?modal=waitlist`);
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Scale Browser');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(PHONE);
    const [actionResponse] = await Promise.all([
      page.waitForResponse((response) => Boolean(response.request().headers()['next-action'])),
      dialog.getByRole('button', { name: 'Join waitlist' }).click(),
    ]);
    await dialog.getByText('Information received').waitFor({ timeout: 15_000 });
    assert(captured?.body, 'no Server Action request was seen');
    let fields;
    try {
      [fields] = JSON.parse(captured.body);
    } catch {
      throw new Error(`the action body is not the JSON this test replays: ${captured.body.slice(0, 200)}`);
    }
    assert(
      fields?.email === email,
      `the action body does not carry the e-mail: ${captured.body.slice(0, 200)}`,
    );
    // Replayed as the browser sent it, bar what belongs to one connection or one page.
    const keep = Object.entries(captured.headers).filter(
      ([name]) =>
        name === 'accept' || name === 'content-type' || name.startsWith('next-') || name.startsWith('x-'),
    );
    action = { headers: Object.fromEntries(keep), body: captured.body };
    const rows = await storedCount([email]);
    assert(rows.length === 1 && rows[0].n === 1, `stored ${JSON.stringify(rows)}`);
    t.diagnostic(
      `page from ${documentResponse?.headers()['x-upstream']}, action answered by ` +
        `${actionResponse.headers()['x-upstream']}; action ${action.headers['next-action']?.slice(0, 12)}…; stored once`,
    );
  } finally {
    await page.close();
  }
});

test('each replica accepts the Server Action of a form served by either (one build, one key)', async (t) => {
  haveAction();
  const outcomes = [];
  for (const [index, replica] of replicas.entries()) {
    outcomes.push(
      await signUp(emailFor(`direct-${index}`), {
        url: replica.url,
        localAddress: address(200 + index),
      }),
    );
  }
  const statuses = outcomes.map(({ status }) => status);
  assert(
    statuses.every((status) => status === 'success'),
    `replicas answered ${statuses.join(', ')}`,
  );
  t.diagnostic(`${replicas.map(({ name }) => name).join(' and ')} both answered success`);
});

test('30 sign-ups from 30 addresses, spread over both replicas, are each stored exactly once', async (t) => {
  haveAction();
  const emails = Array.from({ length: 30 }, (_, index) => emailFor(`crowd-${index + 2}`));
  const outcomes = [];
  for (let start = 0; start < emails.length; start += 6) {
    const batch = emails
      .slice(start, start + 6)
      .map((email, offset) => signUp(email, { localAddress: address(start + offset + 2) }));
    outcomes.push(...(await Promise.all(batch)));
  }
  const statuses = tally(outcomes.map(({ status }) => status));
  const byReplica = tally(outcomes.map(({ replica }) => replica));
  assert(statuses.success === 30, `answers ${JSON.stringify(statuses)}`);
  assert(
    replicaAddresses.every((replica) => (byReplica[replica] ?? 0) > 0),
    `answered by ${JSON.stringify(byReplica)}`,
  );
  const rows = await storedCount(emails);
  assert(rows.length === 30 && rows.every(({ n }) => n === 1), `${rows.length} of 30 e-mails stored`);
  t.diagnostic(
    `127.0.0.2 … 127.0.0.31: 30 × success, answered by ${JSON.stringify(byReplica)}; 30 rows, one each`,
  );
});

test(`the ${RATE_LIMIT + 1}th sign-up from one address is refused whichever replica answers, whatever x-forwarded-for it forges`, async (t) => {
  haveAction();
  const outcomes = [];
  // One after another: round robin alternates the replicas. Each forges a different x-forwarded-for.
  for (let attempt = 1; attempt <= RATE_LIMIT + 4; attempt += 1) {
    outcomes.push(
      await signUp(emailFor(`limited-${attempt}`), {
        localAddress: address(32),
        forwardedFor: `203.0.113.${attempt}`,
      }),
    );
  }
  const line = outcomes.map(({ status, replica }) => `${status}@${replica}`).join(', ');
  const allowed = outcomes.slice(0, RATE_LIMIT);
  const refused = outcomes.slice(RATE_LIMIT);
  assert(
    allowed.every(({ status }) => status === 'success'),
    `first ${RATE_LIMIT}: ${line}`,
  );
  assert(
    refused.every(({ status }) => status === 'rate-limited'),
    `after ${RATE_LIMIT}: ${line}`,
  );
  const refusing = new Set(refused.map(({ replica }) => replica));
  assert(
    replicaAddresses.every((replica) => refusing.has(replica)),
    `refusals came from ${[...refusing].join(', ')} only: ${line}`,
  );
  const other = await signUp(emailFor('limited-other'), { localAddress: address(33) });
  assert(other.status === 'success', `another address was refused too: ${other.status}`);
  t.diagnostic(`127.0.0.32: ${line}; 127.0.0.33 still accepted`);
});

test('two clients forging the same X-Forwarded-For and X-Real-IP are still counted apart, by their own addresses', async (t) => {
  haveAction();
  const clients = [address(60), address(61)];
  /** @type {Record<string, string[]>} */
  const statuses = Object.fromEntries(clients.map((client) => [client, []]));
  // Alternating: were the forged 1.2.3.4 counted, the two would share one count, refused after RATE_LIMIT between them.
  for (let attempt = 1; attempt <= RATE_LIMIT + 1; attempt += 1) {
    for (const [index, client] of clients.entries()) {
      const { status } = await signUp(emailFor(`forged-${index}-${attempt}`), {
        localAddress: client,
        forwardedFor: '1.2.3.4',
        realIp: '1.2.3.4',
      });
      statuses[client]?.push(status);
    }
  }
  const line = JSON.stringify(statuses);
  for (const client of clients) {
    const answers = statuses[client] ?? [];
    assert(
      answers.slice(0, RATE_LIMIT).every((status) => status === 'success'),
      `first ${RATE_LIMIT} from ${client}: ${line}`,
    );
    assert.equal(answers[RATE_LIMIT], 'rate-limited', `attempt ${RATE_LIMIT + 1} from ${client}: ${line}`);
  }
  t.diagnostic(`both forging 1.2.3.4: ${line}`);
});

test(`requests one after another make one configuration call per cache window (${CONFIG_TTL_S} s) for both replicas together`, async (t) => {
  // Start from an expired entry, so that every window of the measurement begins with a refresh.
  await sleep(CONFIG_TTL_S * 1000 + 500);
  const before = await providerCalls();
  const served = [];
  const started = Date.now();
  while (Date.now() - started < CACHE_WINDOWS * CONFIG_TTL_S * 1000) {
    const response = await rawRequest(`${balancerUrl}/api/rates`, { localAddress: address(40) });
    assert(response.status === 200, `/api/rates: ${response.status}`);
    served.push(response.headers['x-upstream']);
    await sleep(100);
  }
  await sleep(500); // a refresh started by the last request, in the background
  const calls = (await providerCalls()) - before;
  const byReplica = tally(served);
  assert(
    replicaAddresses.every((replica) => (byReplica[replica] ?? 0) > 0),
    `answered by ${JSON.stringify(byReplica)}`,
  );
  // Each window starts with one refresh; a window boundary can fall inside the last one.
  assert(
    calls >= 1 && calls <= CACHE_WINDOWS + 1,
    `${calls} configuration calls in ${CACHE_WINDOWS} windows (at most ${CACHE_WINDOWS + 1}); ` +
      `${served.length} requests answered by ${JSON.stringify(byReplica)}`,
  );
  t.diagnostic(
    `${calls} calls for ${served.length} requests over ${CACHE_WINDOWS} windows, answered by ${JSON.stringify(byReplica)}`,
  );
});

test('under a burst after the window, at most one configuration call per replica', async (t) => {
  await sleep(CONFIG_TTL_S * 1000 + 500);
  const before = await providerCalls();
  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      rawRequest(`${balancerUrl}/api/rates`, { localAddress: address(41 + (index % 10)) }),
    ),
  );
  await sleep(500);
  const calls = (await providerCalls()) - before;
  const statuses = tally(burst.map(({ status }) => status));
  const byReplica = tally(burst.map(({ headers }) => headers['x-upstream']));
  assert(statuses[200] === burst.length, `statuses ${JSON.stringify(statuses)}`);
  assert(
    calls >= 1 && calls <= replicas.length,
    `${calls} configuration calls for a burst of ${burst.length}`,
  );
  t.diagnostic(
    `${calls} calls for ${burst.length} concurrent requests answered by ${JSON.stringify(byReplica)}`,
  );
});

test('both replicas recording the same hour at once store it once, with at most one provider call', async (t) => {
  await sleep(CONFIG_TTL_S * 1000 + 500); // an expired configuration: a recording must read the provider
  const before = await providerCalls();
  // Straight to each replica, as two cron runners (or Vercel delivering a run twice) would reach them.
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      rawRequest(`${replicas[index % replicas.length]?.url}/api/cron/rates`, {
        headers: { authorization: `Bearer ${CRON_SECRET_SENTINEL}` },
      }),
    ),
  );
  await sleep(500);
  const calls = (await providerCalls()) - before;
  const bodies = answers.map(({ status, text }) => ({ status, ...JSON.parse(text) }));
  assert(
    bodies.every(({ status }) => status === 200),
    `answers ${JSON.stringify(bodies)}`,
  );
  const recorded = bodies.filter(({ outcome }) => outcome === 'recorded');
  // An earlier run in this hour may have recorded it already: then every call says so.
  assert(recorded.length <= 1, `${recorded.length} calls recorded the same hour`);
  assert(calls <= 1, `${calls} configuration calls for ${answers.length} concurrent recordings`);
  const { rows } = await db.query(
    'select count(*)::int as n from rate_samples where source = $1 and bucket = $2',
    ['provider', bodies[0]?.bucket],
  );
  assert(rows[0]?.n === 18, `${rows[0]?.n} samples stored for the hour (18 pairs)`);
  t.diagnostic(
    `${recorded.length} recorded, ${calls} provider call(s), ${rows[0]?.n} samples for ${bodies[0]?.bucket}`,
  );
});

test('both replicas firing the same alert at once queue one mail, and one arrives', async (t) => {
  await db.query(
    `insert into rate_alerts (email, mailbox, from_code, to_code, target, direction, locale, page, status,
       confirm_expires_at, unsubscribe_token_hash, armed_at, expires_at)
     values ('twice@example.com', 'twice@example.com', 'USD', 'NGN', 1510, 'up', 'en', '/convert/usd-to-ngn', 'armed',
       now(), sha256(gen_random_uuid()::text::bytea), now(), now() + interval '1 year')`,
  );
  const moved = await fetch(`${standInUrl}/__control/rate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'USD', to: 'NGN', rate: 1520 }),
  });
  assert.equal(moved.status, 200);
  // A new bucket, and a configuration old enough to be read again: this recording sees 1,520.
  const untilNextBucket = BUCKET_S * 1000 - (Date.now() % (BUCKET_S * 1000));
  await sleep(Math.max(untilNextBucket, CONFIG_TTL_S * 1000) + 500);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      rawRequest(`${replicas[index % replicas.length]?.url}/api/cron/rates`, {
        headers: { authorization: `Bearer ${CRON_SECRET_SENTINEL}` },
      }),
    ),
  );
  const bodies = answers.map(({ status, text }) => ({ status, ...JSON.parse(text) }));
  assert(
    bodies.every(({ status }) => status === 200),
    `answers ${JSON.stringify(bodies)}`,
  );
  const fired = bodies.reduce((sum, body) => sum + (body.alerts?.fired ?? 0), 0);
  assert.equal(fired, 1, `fired ${fired} times: ${JSON.stringify(bodies.map((body) => body.alerts))}`);
  const { rows } = await db.query(`select count(*)::int as n from mail_outbox where purpose = 'alert-fired'`);
  assert.equal(rows[0]?.n, 1);
  await smtp.waitForMessages(1, 30_000);
  await sleep(2_000); // a second drain would have sent by now
  const received = smtp.messages().filter((mail) => mail.envelopeTo.includes('twice@example.com'));
  assert.equal(received.length, 1, `${received.length} mails for one crossing`);
  t.diagnostic(`one mail for 8 concurrent recordings on 2 replicas: ${received[0]?.subject}`);
});

test('made-up pair, language and card paths through the balancer store nothing; every Redis key is this deployment’s and expires within a day', async (t) => {
  const redis = createClient({ url: topology.redisUrl });
  await redis.connect();
  try {
    // Real pages and rates first, from both replicas: what they store is the baseline.
    const keysBefore = await settledKeys(redis, async () => {
      for (const route of ['/convert/usd-to-ngn', '/fr/convert/usd-to-ngn', '/api/rates'])
        for (let time = 0; time < 2; time += 1) await rawRequest(`${balancerUrl}${route}`);
    });
    assert(keysBefore.size > 0, 'the replicas store nothing in Redis');
    const statuses = [];
    for (let index = 0; index < 100; index += 1) {
      const route = madeUpPath(index);
      const response = await rawRequest(`${balancerUrl}${route}`, { localAddress: address(200) });
      statuses.push(response.status);
      assert.equal(response.headers['x-nextjs-cache'], undefined, `${route} came from a cache`);
    }
    assert.deepEqual(tally(statuses), { 404: 100 });
    await sleep(500);
    const added = (await redis.keys('*')).filter((key) => !keysBefore.has(key));
    assert.deepEqual(added, [], 'keys added by made-up paths');
    const keys = await redis.keys('*');
    const prefix = `tuma:${topology.identity.deploymentId}:`;
    for (const key of keys) {
      assert(key.startsWith(prefix), `${key} lacks the deployment's prefix ${prefix}`);
      const ttl = await redis.ttl(key);
      assert(ttl > 0 && ttl <= freshness.entryLifetimeSeconds, `${key} expires in ${ttl} s`);
    }
    t.diagnostic(`${keys.length} keys, all under ${prefix} with a TTL`);
  } finally {
    await redis.disconnect();
  }
});

test('with Redis stopped, pages, sign-ups and readiness hold; once it is back, the replicas share again', async (t) => {
  haveAction();
  /** @returns {Promise<{ status: number; redis?: string }>} */
  const health = async () => {
    const response = await rawRequest(`${balancerUrl}/api/health`);
    return { status: response.status, ...JSON.parse(response.text) };
  };
  /** @param {string} state */
  const untilRedis = async (state) => {
    const deadline = Date.now() + 20_000;
    let last = await health();
    while (last.redis !== state && Date.now() < deadline) {
      assert.equal(last.status, 200, 'readiness while Redis changes');
      await sleep(250);
      last = await health();
    }
    return last;
  };
  await topology.stopRedis();
  try {
    const outage = await untilRedis('down');
    assert.deepEqual([outage.status, outage.redis], [200, 'down'], 'readiness with Redis down');
    for (const route of ['/', '/convert/usd-to-ngn', '/api/rates', '/fr/terms']) {
      for (let time = 0; time < 2; time += 1) {
        const response = await rawRequest(`${balancerUrl}${route}`);
        assert.equal(response.status, 200, `${route} with Redis down`);
      }
    }
    const email = emailFor('redis-down');
    const { status } = await signUp(email, { localAddress: address(201) });
    assert.equal(status, 'success', 'a sign-up with Redis down');
    assert.deepEqual(await storedCount([email]), [{ email, n: 1 }]);
  } finally {
    await topology.startRedis();
  }
  const back = await untilRedis('up');
  assert.deepEqual([back.status, back.redis], [200, 'up'], 'readiness once Redis is back');
  t.diagnostic(JSON.stringify(back));
});

test('with one replica killed mid-run, the other keeps serving and no accepted sign-up is missing', async (t) => {
  haveAction();
  const [survivor, victim] = replicas;
  assert(survivor && victim, 'killing one replica needs two');
  // About 20 sign-ups a second for 4 s, from 80 addresses; the second replica is killed 1 s in.
  const emails = Array.from({ length: 80 }, (_, index) => emailFor(`failover-${index}`));
  /** @type {(Awaited<ReturnType<typeof signUp>> & TimedAnswer & { email: string })[]} */
  const outcomes = [];
  /** @type {(TimedAnswer & { route: string | undefined; replica: unknown })[]} */
  const pageAnswers = [];
  const startedAll = Date.now();
  let killedAt = 0;
  let diedAt = Infinity;
  /** @type {Promise<void> | undefined} */
  let died;
  let next = 0;
  const signUps = async () => {
    while (next < emails.length) {
      const index = next++;
      if (!killedAt && Date.now() - startedAll >= 1_000) {
        killedAt = Date.now();
        died = victim.server.stop('SIGKILL').then(() => {
          diedAt = Date.now();
        });
      }
      const startedAt = Date.now();
      const email = /** @type {string} */ (emails[index]); // index < emails.length
      const outcome = await signUp(email, { localAddress: address(100 + index) });
      outcomes.push({ ...outcome, email, startedAt, endedAt: Date.now() });
      await sleep(150);
    }
  };
  let signingUp = true;
  const pages = async () => {
    for (let index = 0; signingUp; index += 1) {
      const route = ['/', '/api/rates', '/convert/usd-to-ngn', '/?from=EUR&to=GHS&amount=100'][index % 4];
      const startedAt = Date.now();
      const response = await rawRequest(`${balancerUrl}${route}`, { localAddress: address(190) }).catch(
        (error) => ({
          status: `network: ${error.message}`,
          headers: /** @type {IncomingHttpHeaders} */ ({}),
        }),
      );
      pageAnswers.push({
        route,
        status: response.status,
        replica: response.headers['x-upstream'],
        startedAt,
        endedAt: Date.now(),
      });
    }
  };
  const pageLoop = pages();
  await Promise.all([signUps(), signUps(), signUps()]);
  signingUp = false;
  await pageLoop;
  await died;

  // A request the killed replica was answering when it died cannot be saved (nginx passes a POST on only if it
  // never reached a replica, and a page already streaming cannot be restarted); every other one must succeed.
  // From the signal to the exit (a few ms) the dying replica still accepts connections.
  /** @param {TimedAnswer} answer */
  const inFlightAtKill = ({ startedAt, endedAt }) => startedAt <= diedAt && endedAt >= killedAt;
  const accepted = outcomes.filter(({ status }) => status === 'success');
  const rows = await storedCount(accepted.map(({ email }) => email));
  const missing = accepted.length - rows.length;
  const notAccepted = outcomes.filter(({ status }) => status !== 'success');
  const badSignUps = notAccepted.filter((outcome) => !inFlightAtKill(outcome));
  const afterKill = outcomes.filter(({ startedAt }) => startedAt > killedAt);
  const failedPages = pageAnswers.filter(({ status }) => status !== 200);
  const badPages = failedPages.filter((answer) => !inFlightAtKill(answer));
  // nginx lists every replica it tried and the last one answered: once fail_timeout has passed (a slow machine) it
  // may try the dead one again before passing the request on.
  const servedAfter = tally(
    pageAnswers
      .filter(({ startedAt }) => startedAt > killedAt + 1_000)
      .map(({ replica }) => (typeof replica === 'string' ? replica.split(', ').at(-1) : replica)),
  );
  /** @param {(TimedAnswer & { route?: string })[]} items */
  const describe = (items) =>
    items
      .map(
        ({ route, status, startedAt, endedAt }) =>
          `${route ?? 'sign-up'} ${status} (${startedAt - killedAt}…${endedAt - killedAt} ms from the kill)`,
      )
      .join(', ');
  assert(missing === 0, `${missing} accepted sign-ups are not in the database`);
  assert(!badSignUps.length, `sign-ups not in flight at the kill failed: ${describe(badSignUps)}`);
  assert(!badPages.length, `pages not in flight at the kill failed: ${describe(badPages)}`);
  assert(afterKill.length >= 40, `only ${afterKill.length} sign-ups ran after the kill`);
  assert(
    Object.keys(servedAfter).length === 1 && (servedAfter[survivor.address] ?? 0) > 0,
    `after the kill, pages came from ${JSON.stringify(servedAfter)}`,
  );
  const health = await rawRequest(`${balancerUrl}/api/health`);
  assert(health.status === 200, `/api/health after the kill: ${health.status} ${health.text}`);
  t.diagnostic(
    `${accepted.length} of ${outcomes.length} sign-ups accepted (${afterKill.length} after the kill), all ` +
      `stored; ${pageAnswers.length} page requests, ${failedPages.length} failed (in flight at the kill: ` +
      `${describe(failedPages) || 'none'}); not accepted, in flight at the kill: ${describe(notAccepted) || 'none'}; ` +
      `after the kill pages came from ${JSON.stringify(servedAfter)}; the replica exited ` +
      `${diedAt - killedAt} ms after SIGKILL`,
  );
});
