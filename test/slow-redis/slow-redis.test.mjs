// Redis that answers, but slowly, is routed around: a standalone server of the last build (NEXT_DIST_DIR, default
// .next) reaches Redis through a TCP proxy here that delays every chunk. Pages answer within their budget while Redis
// is slow, and the replica shares through Redis again once it is quick.
//
//   npm run build && node --test test/slow-redis/
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import getPort from 'get-port';

import { startRedis } from '../support/redis.mjs';
import { startStandalone } from '../support/standalone.mjs';
/** @import { Server } from '../support/processes.mjs' */

/** Redis this slow is as good as down for a visitor. */
const SLOW_MS = 1_000;
/** What a page may take while Redis is slow: the read budget (200 ms) and a render from the local copy. */
const PAGE_BUDGET_MS = 1_000;
const ROUTES = ['/', '/convert/usd-to-ngn', '/api/rates'];

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {string} */
let workDir;
/** @type {Server[]} */
const servers = [];
/** @type {Server} */
let app;
/** @type {string} */
let appUrl;
/** @type {net.Server} */
let proxy;
let delayMs = 0;

/** Each chunk, either way, waits `delayMs` (in order) before it is passed on. @param {number} target */
function startDelayProxy(target) {
  return net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    /** @param {net.Socket} from @param {net.Socket} to */
    const pipeSlowly = (from, to) => {
      let queue = Promise.resolve();
      from.on('data', (chunk) => {
        const wait = delayMs;
        queue = queue.then(() => sleep(wait)).then(() => void (to.writable && to.write(chunk)));
      });
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    };
    pipeSlowly(client, upstream);
    pipeSlowly(upstream, client);
  });
}

/** @param {string} route */
async function timed(route) {
  const started = performance.now();
  const response = await fetch(`${appUrl}${route}`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

before(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tuma-slow-redis-'));
  const redisPort = await getPort();
  servers.push(await startRedis({ port: redisPort, dir: workDir }));
  const proxyPort = await getPort();
  proxy = startDelayProxy(redisPort);
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', () => resolve(undefined)));
  const port = await getPort();
  appUrl = `http://127.0.0.1:${port}`;
  app = await startStandalone({ port, env: { REDIS_URL: `redis://127.0.0.1:${proxyPort}` } });
  servers.push(app);
  for (const route of ROUTES) await timed(route);
});

after(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  proxy?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('with Redis slow, every page answers within its budget from the local copy', async () => {
  delayMs = SLOW_MS;
  for (let round = 0; round < 3; round += 1) {
    for (const route of ROUTES) {
      const { status, ms } = await timed(route);
      assert.equal(status, 200, route);
      assert.ok(ms < PAGE_BUDGET_MS, `${route} took ${Math.round(ms)} ms`);
    }
  }
  assert.match(app.output(), /\[cache\] Redis at [^\n]* is unavailable/);
});

test('once Redis is quick again, the replica goes back to it', async () => {
  delayMs = 0;
  const deadline = Date.now() + 30_000;
  while (!/\[cache\] Redis at [^\n]* answers again/.test(app.output()) && Date.now() < deadline) {
    for (const route of ROUTES) await timed(route);
    await sleep(500);
  }
  assert.match(app.output(), /\[cache\] Redis at [^\n]* answers again/);
  for (const route of ROUTES) assert.equal((await timed(route)).status, 200, route);
});
