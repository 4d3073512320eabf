// `npm run bench:load`: how the production server holds up under 50 concurrent visitors, and how many of their
// requests reach the provider. A benchmark, not a test: it prints figures and fails only if it cannot run.
//
//   node scripts/bench/load.mjs [--connections 50] [--duration 30] [--build]
//
// Builds once if there is no build (or with --build), starts the stand-in provider and `next start` on their own ports
// (BENCH_STAND_IN_PORT, default 4300; BENCH_APP_PORT, default 3300), then runs autocannon against each target in
// turn, after an unmeasured warm-up. The stand-in counts the calls it receives (GET /__control/calls); its counters
// are zeroed before the warm-up, which fills the caches, and read after it and after each run. Results also go to
// .bench/load.json.
//
//   node scripts/bench/load.mjs --balancer [--connections 50] [--duration 30] [--build]
//
// Through nginx instead (scripts/scale-out/up.mjs: its build in .next-scale, PostgreSQL, Redis, two replicas): each
// of four targets against one process (nginx in front of the first replica alone) and then two replicas (round
// robin), in one run, so the figures sit side by side. Results go to .bench/load-balancer.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { up } from '../scale-out/up.mjs';
import { appEnv } from '../test-env.mjs';
import { startBenchDatabase } from './database.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    build: { type: 'boolean', default: false },
    balancer: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const appPort = Number(process.env.BENCH_APP_PORT ?? 3300);
const standInPort = Number(process.env.BENCH_STAND_IN_PORT ?? 4300);
const appUrl = `http://127.0.0.1:${appPort}`;
const standInUrl = `http://127.0.0.1:${standInPort}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';

const targets = [
  { name: 'landing page (from cache)', path: '/' },
  { name: 'converter link (rendered per request)', path: '/?from=EUR&to=GHS&amount=100' },
  { name: 'pair page (regenerated)', path: '/convert/usd-to-ngn' },
  { name: 'rates configuration', path: '/api/rates' },
  { name: 'competitor rates', path: '/api/rates/competitors?from=USD&to=NGN' },
];

const env = {
  ...process.env,
  ...appEnv,
  NEXT_PUBLIC_SITE_URL: appUrl,
  RATES_API_BASE_URL: standInUrl,
  REVIEWS_API_BASE_URL: standInUrl,
};

const children = [];
/** The site's database (scripts/bench/database.mjs), stopped with the rest. */
let database;
function start(command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const providerCalls = async () => {
  const calls = await (await fetch(`${standInUrl}/__control/calls`)).json();
  return { config: calls.config, competitors: calls.competitors, reviews: calls.reviews };
};

function run(target, baseUrl = appUrl) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${target.path}`, connections, duration, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** --balancer: one process beside two replicas, both behind the same nginx, target by target. */
async function benchBalancer() {
  const balancerTargets = [
    { name: 'landing page', path: '/' },
    { name: 'pair page', path: '/convert/usd-to-ngn' },
    { name: 'rates configuration', path: '/api/rates' },
    { name: 'converter link', path: '/?from=EUR&to=GHS&amount=100' },
  ];
  const topology = await up({ build: values.build });
  const setups = [
    { name: '1 process', url: topology.singleReplicaUrl },
    { name: '2 replicas', url: topology.balancerUrl },
  ];
  const configCalls = async () =>
    (await (await fetch(`${topology.standInUrl}/__control/calls`)).json()).config;
  const rows = [];
  try {
    // Warm-up, not measured: both replicas load their code and fill their caches.
    for (let round = 0; round < 6; round += 1) {
      for (const target of balancerTargets) {
        await (await fetch(`${topology.balancerUrl}${target.path}`)).arrayBuffer();
      }
    }
    console.log(
      `\n${connections} connections for ${duration} s per target and setup, through nginx (round robin), ` +
        'one process = nginx in front of the first replica alone',
    );
    for (const target of balancerTargets) {
      for (const setup of setups) {
        const before = await configCalls();
        const result = await run(target, setup.url);
        rows.push({
          target: `${target.name} (${target.path})`,
          setup: setup.name,
          requests: result.requests.total,
          reqPerSec: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          configCalls: (await configCalls()) - before,
        });
        const row = rows.at(-1);
        console.log(
          `${pad(row.target, 46)}${pad(row.setup, 11)}${padLeft(row.reqPerSec, 7)} req/s${padLeft(row.p50, 6)} ms p50` +
            `${padLeft(row.p99, 6)} ms p99${padLeft(row.errors, 6)} errors${padLeft(row.configCalls, 4)} config calls`,
        );
      }
    }
  } finally {
    await topology.down();
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/load-balancer.json',
    `${JSON.stringify({ at: new Date().toISOString(), connections, duration, rows }, null, 2)}\n`,
  );
  console.log('Saved to .bench/load-balancer.json');
}

async function main() {
  if (values.balancer) return benchBalancer();
  if (values.build || !existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log('Building (next build)…');
    const build = spawnSync('npx', ['next', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }

  const standIn = start('node', ['scripts/stand-in-provider.mjs', '--port', String(standInPort)]);
  await waitFor(`${standInUrl}/health`, standIn, 10_000);
  // The site refuses to start without a database (lib/env.ts): the caller's DATABASE_URL, or a throwaway PGlite.
  database = await startBenchDatabase('load');
  const app = start('npx', ['next', 'start', '-p', String(appPort)], { DATABASE_URL: database.url });
  await waitFor(`${appUrl}/api/health-probe-404`, app, 60_000);
  await fetch(`${standInUrl}/__control/reset`, { method: 'POST' });

  // Warm-up, not measured: the first requests load the server's code, and the embedded database starts in the same
  // process (the landing page's first render); a visitor after a deploy meets that once, a benchmark should not count it 50 times.
  for (let round = 0; round < 5; round += 1) {
    for (const target of targets) await (await fetch(`${appUrl}${target.path}`)).arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const warmUp = await providerCalls();

  console.log(
    `\n${connections} connections for ${duration} s per target, against ${appUrl} (stand-in provider)`,
  );
  console.log(
    'Warm-up (5 sequential requests per target) reached the provider: ' +
      `${warmUp.config} / ${warmUp.competitors} / ${warmUp.reviews} (config / competitors / reviews)\n`,
  );
  const rows = [];
  let before = warmUp;
  for (const target of targets) {
    const result = await run(target);
    const after = await providerCalls();
    const calls = {
      config: after.config - before.config,
      competitors: after.competitors - before.competitors,
      reviews: after.reviews - before.reviews,
    };
    before = after;
    rows.push({
      target: `${target.name} (${target.path})`,
      requests: result.requests.total,
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      providerCalls: calls,
    });
  }
  stopAll();
  await database.stop();

  console.log(
    `${pad('target', 58)}${padLeft('requests', 9)}${padLeft('req/s', 7)}${padLeft('p50 ms', 8)}${padLeft('p99 ms', 8)}` +
      `${padLeft('errors', 8)}${padLeft('non-2xx', 8)}  provider calls (config / competitors / reviews)`,
  );
  for (const row of rows) {
    console.log(
      `${pad(row.target, 58)}${padLeft(row.requests, 9)}${padLeft(row.reqPerSec, 7)}${padLeft(row.p50, 8)}` +
        `${padLeft(row.p99, 8)}${padLeft(row.errors, 8)}${padLeft(row.non2xx, 8)}  ` +
        `${row.providerCalls.config} / ${row.providerCalls.competitors} / ${row.providerCalls.reviews}`,
    );
  }
  console.log(
    '\nCache windows: configuration 60 s, competitor rates 10 min per pair, reviews 1 h; concurrent misses share one call.',
  );

  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/load.json',
    `${JSON.stringify({ at: new Date().toISOString(), connections, duration, warmUp, rows }, null, 2)}\n`,
  );
  console.log('Saved to .bench/load.json');
}

main().catch(async (error) => {
  stopAll();
  await database?.stop();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
