// Two replicas behind one Redis: two standalone server processes of the last build (NEXT_DIST_DIR, default .next) share
// Next's cache through lib/cache/cache-handler.mjs. Proves, on the real servers:
//   - requests that come one after another, to either replica, make one provider call per cache window for both;
//   - a burst at both replicas at once makes at most one call per replica;
//   - killing Redis leaves both answering 200 from their own copies, each logging one warning;
//   - when Redis is back, they share again.
//
//   npm run build && node --test test/shared-cache/
//
// Needs Debian's redis-server (apt-get install redis-server); started here on a free loopback port and stopped after.
// The build needs no REDIS_URL: each replica picks Redis when it starts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import getPort from 'get-port';

import { startStandIn } from '../stand-in/server.mjs';
import { REVIEWS_BUSINESS_UNIT } from '../support/env.mjs';
import { REDIS_SERVER, startRedis } from '../support/redis.mjs';
import { standaloneDir, startStandalone } from '../support/standalone.mjs';
/** @import { StandIn } from '../stand-in/server.mjs' */
/** @import { Server } from '../support/processes.mjs' */

/** @typedef {Server & { url: string }} Replica */

/** The configuration's cache window for these servers (RATES_CONFIG_TTL_SECONDS). */
const windowSeconds = 3;

// Set by before(), which every test waits for.
/** @type {string} */
let workDir;
/** @type {StandIn} */
let standIn;
/** @type {Server | undefined} */
let redis;
/** @type {number} */
let redisPort;
/** @type {Replica[]} */
let replicas = [];

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} what
 * @param {() => Promise<boolean>} check
 */
async function until(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const startSharedRedis = () => startRedis({ port: redisPort, dir: workDir });

/**
 * @param {number} port
 * @returns {Promise<Replica>}
 */
async function startReplica(port) {
  const url = `http://127.0.0.1:${port}`;
  const server = await startStandalone({
    port,
    name: `the replica on ${port}`,
    providerUrl: standIn.url,
    env: {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REVIEWS_API_BASE_URL: standIn.url,
      REVIEWS_BUSINESS_UNIT_ID: REVIEWS_BUSINESS_UNIT,
      RATES_CONFIG_TTL_SECONDS: String(windowSeconds),
    },
  });
  return { ...server, url };
}

/**
 * @param {string} url
 * @returns {Promise<{ status: number; body: { fetchedAt?: string; stale?: boolean } }>}
 */
async function getJson(url) {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

/**
 * The replicas in turn, by request number (the modulo always lands on one).
 * @param {number} index
 */
const replicaAt = (index) => /** @type {Replica} */ (replicas[index % replicas.length]);

/**
 * One request after another, alternating between the replicas.
 * @param {string} route
 * @param {number} count
 */
async function sequential(route, count) {
  /** @type {Awaited<ReturnType<typeof getJson>>[]} */
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    answers.push(await getJson(`${replicaAt(index).url}${route}`));
  }
  return answers;
}

/** @param {Replica} replica */
const warnings = (replica) => replica.output().match(/\[cache\] Redis at [^\n]* is unavailable/g) ?? [];

before(async () => {
  assert.ok(
    existsSync(path.join(standaloneDir, 'server.js')),
    `${standaloneDir}/server.js is missing: run npm run build`,
  );
  assert.ok(existsSync(REDIS_SERVER), `${REDIS_SERVER} is missing: apt-get install redis-server`);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tuma-shared-cache-'));
  standIn = await startStandIn();
  redisPort = await getPort();
  redis = await startSharedRedis();
  const first = await getPort();
  replicas = [await startReplica(first)];
  replicas.push(await startReplica(await getPort()));
});

after(async () => {
  await Promise.all([...replicas, redis].map((server) => server?.stop('SIGKILL')));
  await standIn?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('requests one after another, to either replica, make one provider call per window for both', async () => {
  standIn.reset();
  const first = await sequential('/api/rates', 6);
  assert.deepEqual(
    first.map((answer) => answer.status),
    Array(6).fill(200),
  );
  assert.equal(
    new Set(first.map((answer) => answer.body.fetchedAt)).size,
    1,
    'every answer is the same load',
  );
  assert.equal(first[0]?.body.stale, false);
  assert.equal(standIn.calls().config, 1);

  await sleep(windowSeconds * 1000 + 200);
  const second = await sequential('/api/rates', 6);
  assert.equal(new Set(second.map((answer) => answer.body.fetchedAt)).size, 1);
  assert.notEqual(second[0]?.body.fetchedAt, first[0]?.body.fetchedAt);
  assert.equal(standIn.calls().config, 2);

  // Competitor rates and the reviews behind the page too: one call each for both replicas.
  await sequential('/api/rates/competitors?from=USD&to=NGN', 4);
  assert.equal(standIn.calls().competitors, 1);
});

test('a burst at both replicas at once makes at most one call per replica', async () => {
  await sleep(windowSeconds * 1000 + 200);
  standIn.reset();
  standIn.setFault('slow');
  standIn.setSlowMs(300);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) => getJson(`${replicaAt(index).url}/api/rates`)),
  );
  standIn.setFault(null);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array(20).fill(200),
  );
  assert.ok(standIn.calls().config <= 2, `${standIn.calls().config} calls`);
});

test('with Redis killed, both replicas keep answering 200 from their own copies, with one warning each', async () => {
  await redis?.stop('SIGKILL');
  for (let round = 0; round < 3; round += 1) {
    for (const replica of replicas) {
      for (const route of ['/api/rates', '/api/rates/competitors?from=USD&to=NGN', '/']) {
        const response = await fetch(`${replica.url}${route}`);
        assert.equal(response.status, 200, `${replica.url}${route}`);
        await response.arrayBuffer();
      }
    }
  }
  // Past the window, each replica refreshes for itself.
  await sleep(windowSeconds * 1000 + 200);
  const answers = await sequential('/api/rates', 4);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    Array(4).fill(200),
  );
  assert.equal(answers[0]?.body.stale, false);
  for (const replica of replicas) assert.equal(warnings(replica).length, 1, replica.output());
});

test('when Redis is back, the replicas share again', async () => {
  redis = await startSharedRedis();
  for (const replica of replicas) {
    await until('the replica to reconnect', async () =>
      /\[cache\] Redis at [^\n]* answers again/.test(replica.output()),
    );
  }
  // The handler's own client reconnects on its own schedule (at most 5 s apart).
  await sleep(5_500);
  await sleep(windowSeconds * 1000 + 200);
  standIn.reset();
  const answers = await sequential('/api/rates', 6);
  assert.equal(new Set(answers.map((answer) => answer.body.fetchedAt)).size, 1);
  assert.equal(standIn.calls().config, 1);
});
