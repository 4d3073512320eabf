// Made-up paths cost nothing: a standalone server of the last build (NEXT_DIST_DIR, default .next) with Redis answers
// random pair slugs, languages and social card paths with a 404, and stores nothing for them, in Redis or on disk.
//
//   npm run build && node --test test/shared-cache/bounded-paths.test.mjs
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import getPort from 'get-port';
import { createClient } from 'redis';

import { startStandIn } from '../stand-in/server.mjs';
import { madeUpPath } from '../support/made-up-paths.mjs';
import { settledKeys, startRedis } from '../support/redis.mjs';
import { distDir, startStandalone } from '../support/standalone.mjs';
/** @import { StandIn } from '../stand-in/server.mjs' */
/** @import { Server } from '../support/processes.mjs' */

const COUNT = 200;

/** @type {string} */
let workDir;
/** @type {Server[]} */
const servers = [];
/** @type {string} */
let appUrl;
/** @type {ReturnType<typeof createClient>} */
let redis;
/** @type {StandIn | undefined} */
let standIn;
/** What the real pages stored. @type {Set<string>} */
let keysBefore;
/** The build folder of the server's own copy (test/support/standalone.mjs). @type {string} */
let buildDir;

/** @param {string} dir @returns {number} */
function countFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  );
}

before(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tuma-bounded-paths-'));
  // A provider, so that the app has data to store in Redis: a silent handler would pass the check below.
  standIn = await startStandIn();
  const redisPort = await getPort();
  servers.push(await startRedis({ port: redisPort, dir: workDir }));
  const port = await getPort();
  appUrl = `http://127.0.0.1:${port}`;
  const app = await startStandalone({
    port,
    providerUrl: standIn.url,
    env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
  });
  servers.push(app);
  buildDir = path.join(app.dir, distDir);
  redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await redis.connect();
  // Real pages first (a stale one is regenerated and stored), so that the handler is connected and writing: the check
  // below would pass on a silent one.
  keysBefore = await settledKeys(redis, async () => {
    for (const route of ['/api/rates', '/convert/usd-to-ngn', '/fr/convert/usd-to-ngn'])
      await (await fetch(`${appUrl}${route}`)).arrayBuffer();
  });
});

after(async () => {
  await redis?.disconnect().catch(() => undefined);
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await standIn?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test(`${COUNT} made-up slugs, languages and card paths are 404s that store nothing`, async () => {
  assert.ok(keysBefore.size > 0, 'the app writes to Redis');
  const filesBefore = countFiles(buildDir);
  for (let index = 0; index < COUNT; index += 1) {
    const route = madeUpPath(index);
    for (let time = 0; time < 2; time += 1) {
      const response = await fetch(`${appUrl}${route}`, { redirect: 'manual' });
      await response.arrayBuffer();
      assert.equal(response.status, 404, route);
      assert.equal(response.headers.get('x-nextjs-cache'), null, route);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const added = (await redis.keys('*')).filter((key) => !keysBefore.has(key));
  assert.deepEqual(added, [], 'Redis keys added');
  assert.equal(countFiles(buildDir), filesBefore, 'files in the build folder');
});
