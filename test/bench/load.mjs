// `npm run bench:load`: autocannon against the production server, and how many of its requests reach the provider.
// A benchmark, not a test: it prints figures and fails only when it cannot run.
//
//   npm run bench:load -- [--connections 50] [--duration 30] [--build] [--balancer]
//
// By default, the site's benchmark build (test/bench/site.mjs; built when missing, or with --build) with `next start`
// on BENCH_APP_PORT beside the stand-in provider. With --balancer, through nginx (test/scale-out/up.mjs and its own
// build, docs/scaling.md): one process (nginx in front of the first replica alone) beside two replicas. Each target
// runs in turn after an unmeasured warm-up; the stand-in counts the provider calls. Results also go to .bench/load.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { up } from '../scale-out/up.mjs';
import { appPort, serveSite, standInUrl } from './site.mjs';

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

const TARGETS = [
  { name: 'landing page (from cache)', path: '/' },
  { name: 'converter link (rendered per request)', path: '/?from=EUR&to=GHS&amount=100' },
  { name: 'pair page (regenerated)', path: '/convert/usd-to-ngn' },
  { name: 'rates configuration', path: '/api/rates' },
  { name: 'competitor rates', path: '/api/rates/competitors?from=USD&to=NGN' },
];

/** @param {string} url @returns {Promise<Record<'config' | 'competitors' | 'reviews', number>>} */
const providerCalls = async (url) => (await fetch(`${url}/__control/calls`)).json();

/**
 * Every target against every setup in turn, after a warm-up that loads the servers' code and fills their caches.
 * @param {{ name: string, url: string }[]} setups
 * @param {string} standIn the stand-in provider's URL
 */
async function bench(setups, standIn) {
  for (let round = 0; round < 5; round += 1) {
    for (const target of TARGETS) {
      for (const setup of setups) await (await fetch(`${setup.url}${target.path}`)).arrayBuffer();
    }
  }
  // Regenerations the warm-up started finish before anything counts.
  await sleep(5_000);
  console.log(`\n${connections} connections for ${duration} s per target and setup`);
  const rows = [];
  for (const target of TARGETS) {
    for (const setup of setups) {
      const before = await providerCalls(standIn);
      const url = `${setup.url}${target.path}`;
      const result = await autocannon({ url, connections, duration, timeout: 10 });
      const after = await providerCalls(standIn);
      rows.push({
        target: `${target.name} ${target.path}`,
        setup: setup.name,
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.timeouts,
        'non-2xx': result.non2xx,
        'provider calls (config/competitors/reviews)': /** @type {const} */ ([
          'config',
          'competitors',
          'reviews',
        ])
          .map((kind) => after[kind] - before[kind])
          .join(' / '),
      });
    }
  }
  console.table(rows);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/load.json', `${JSON.stringify({ connections, duration, rows }, null, 2)}\n`);
}

if (values.balancer) {
  const topology = await up({ build: values.build });
  try {
    await bench(
      [
        { name: '1 process', url: topology.singleReplicaUrl },
        { name: '2 replicas', url: topology.balancerUrl },
      ],
      topology.standInUrl,
    );
  } finally {
    await topology.down();
  }
} else {
  const site = await serveSite({
    name: 'load',
    logDir: '.bench/load',
    build: values.build,
    sites: [{ port: appPort }],
  });
  process.once('SIGINT', () => site.stop().finally(() => process.exit(130)));
  try {
    await bench([{ name: '1 process', url: `http://127.0.0.1:${appPort}` }], standInUrl);
  } finally {
    await site.stop();
  }
}
