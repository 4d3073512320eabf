// Several replicas of one build behind a load balancer, on loopback: PostgreSQL, Redis, the stand-in provider, two
// standalone servers and nginx (round robin), each started here (test/support/processes.mjs). docs/scaling.md.
//
//   node test/scale-out/up.mjs [--build] [--config-ttl 60]       starts it all; Ctrl+C stops it all
//   node test/scale-out/down.mjs                                  stops what a killed up.mjs left running
//
// Imported by scale-out.test.mjs and test/bench/load.mjs (`up()` returns the topology and its `down()`).
// Debian's nginx-light, redis-server and postgresql are installed with apt-get when missing (root, or sudo).
// Ports: SCALE_OUT_BALANCER_PORT (8080; the next one, 8081, is nginx in front of the first replica alone),
// SCALE_OUT_REPLICA_PORTS (3701,3702), SCALE_OUT_STAND_IN_PORT (4710), SCALE_OUT_REDIS_PORT (4779). Build folder:
// NEXT_DIST_DIR (.next: the build `npm run test:e2e` made, with the deployment id and action key of
// test/support/env.mjs; built here when missing or with --build). Logs, configuration and data: SCALE_OUT_DIR
// ($TMPDIR/tuma-scale-out).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { execa } from 'execa';
import getPort from 'get-port';
import pg from 'pg';

import { ensureDebianPackages } from '../support/debian-packages.mjs';
import { appEnv } from '../support/env.mjs';
import { startServer } from '../support/processes.mjs';
import { REDIS_SERVER, redisArgs } from '../support/redis.mjs';
/** @import { Server } from '../support/processes.mjs' */

/** @typedef {{ encryptionKey: string; deploymentId: string }} BuildIdentity */

/**
 * @typedef {object} UpOptions
 * @property {boolean} [build] true: build into `distDir` even when a build is there.
 * @property {number} [configTtlSeconds] RATES_CONFIG_TTL_SECONDS for the replicas.
 * @property {Record<string, string>} [replicaEnv] more environment for the replicas (a test's own limits).
 * @property {string} [distDir]
 * @property {string} [workDir]
 * @property {number} [balancerPort]
 * @property {number[]} [replicaPorts]
 * @property {number} [standInPort]
 * @property {number} [redisPort]
 */

/** @typedef {{ name: string; port: number; url: string; address: string; server: Server }} Replica */

/**
 * @typedef {object} Topology
 * @property {string} balancerUrl
 * @property {number} balancerPort
 * @property {string} singleReplicaUrl
 * @property {string} standInUrl
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {() => Promise<void>} stopRedis
 * @property {() => Promise<void>} startRedis
 * @property {Replica[]} replicas
 * @property {BuildIdentity} identity
 * @property {string} logsDir
 * @property {string} nginxDir
 * @property {() => Promise<void>} down
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {string | undefined} value @param {number[]} fallback */
const ports = (value, fallback) => (value ? value.split(',').map(Number) : fallback);
export const DEFAULTS = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  workDir: process.env.SCALE_OUT_DIR || path.join(os.tmpdir(), 'tuma-scale-out'),
  balancerPort: Number(process.env.SCALE_OUT_BALANCER_PORT ?? 8080),
  replicaPorts: ports(process.env.SCALE_OUT_REPLICA_PORTS, [3701, 3702]),
  standInPort: Number(process.env.SCALE_OUT_STAND_IN_PORT ?? 4710),
  redisPort: Number(process.env.SCALE_OUT_REDIS_PORT ?? 4779),
};

/** nginx's idle keep-alive to the replicas; each replica keeps idle connections open longer (KEEP_ALIVE_TIMEOUT). */
const NGINX_UPSTREAM_KEEPALIVE_S = 60;
export const REPLICA_KEEP_ALIVE_TIMEOUT_MS = 65_000;

const DATABASE_NAME = 'tuma_scale_out';
const PACKAGES = [
  { binary: '/usr/sbin/nginx', name: 'nginx-light' },
  { binary: '/usr/bin/redis-server', name: 'redis-server' },
];

/** @param {string} line */
const log = (line) => console.log(`scale-out: ${line}`);

const postgresScript = path.join(repoRoot, 'test', 'support', 'postgres.sh');

/**
 * A PostgreSQL cluster of our own (test/support/postgres.sh in its own folder), with a freshly created database.
 * @param {string} pgDir
 */
async function startPostgres(pgDir) {
  const result = spawnSync('bash', [postgresScript], {
    env: { ...process.env, TUMA_PG_DIR: pgDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /DATABASE_URL='([^']+)'/.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || !url) throw new Error('test/support/postgres.sh failed to start PostgreSQL');
  // A fresh database each time: the rate limit's counts and the sign-ups of an earlier run stay out of this one.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${DATABASE_NAME}`;
  return databaseUrl.href;
}

/** Stops the cluster startPostgres started in `pgDir` (also used by down.mjs). @param {string} pgDir */
export const stopPostgres = (pgDir) =>
  spawnSync('bash', [postgresScript, 'stop'], {
    env: { ...process.env, TUMA_PG_DIR: pgDir },
    stdio: 'inherit',
  });

/** @param {{ dir: string; balancerPort: number; replicaPorts: number[] }} options */
function nginxConfig({ dir, balancerPort, replicaPorts }) {
  /** @param {string} name @param {number[]} members */
  const upstream = (name, members) => `
  upstream ${name} {
    # Shared by the workers: one round robin, and one view of which replica failed.
    zone ${name} 64k;
${members.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${NGINX_UPSTREAM_KEEPALIVE_S}s;
  }`;
  /** @param {number} port @param {string} upstreamName */
  const server = (port, upstreamName) => `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${upstreamName};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # With the port: Next compares a Server Action's Origin with this (or X-Forwarded-Host); $host drops the port.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # For the test only: which replica answered.
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  return `# Generated by test/scale-out/up.mjs
daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  keepalive_timeout 65s;
${upstream('replicas', replicaPorts)}
${upstream('first_replica', replicaPorts.slice(0, 1))}
${server(balancerPort, 'replicas')}
${server(balancerPort + 1, 'first_replica')}
}
`;
}

/**
 * The deployment id and the Server Action key of every test build (test/support/env.mjs): replicas must run with the
 * same, so this build and the browser suite's are one.
 * @type {BuildIdentity}
 */
const identity = {
  encryptionKey: appEnv.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
  deploymentId: appEnv.NEXT_DEPLOYMENT_ID,
};

/**
 * Builds (when `build` is true or no build is there), then starts every process. Resolves to the topology:
 * its URLs, the replicas (each with stop()), the database URL, and down().
 * @param {UpOptions} [options]
 * @returns {Promise<Topology>}
 */
export async function up({
  build = false,
  configTtlSeconds,
  replicaEnv: extraReplicaEnv = {},
  distDir = DEFAULTS.distDir,
  workDir = DEFAULTS.workDir,
  balancerPort = DEFAULTS.balancerPort,
  replicaPorts = DEFAULTS.replicaPorts,
  standInPort = DEFAULTS.standInPort,
  redisPort = DEFAULTS.redisPort,
} = {}) {
  ensureDebianPackages(PACKAGES);
  for (const [port, name] of /** @satisfies {[number, string][]} */ ([
    [balancerPort, 'nginx'],
    [balancerPort + 1, 'nginx (first replica alone)'],
    [standInPort, 'stand-in provider'],
    [redisPort, 'redis-server'],
    ...replicaPorts.map(/** @returns {[number, string]} */ (port, index) => [port, `replica ${index + 1}`]),
  ])) {
    // A server we did not start is never measured or stopped.
    if ((await getPort({ port, host: '127.0.0.1' })) !== port)
      throw new Error(`port ${port} (${name}) is already in use: move it with SCALE_OUT_*_PORT (see up.mjs)`);
  }
  const logsDir = path.join(workDir, 'logs');
  mkdirSync(logsDir, { recursive: true });
  const pgDir = path.join(workDir, 'pg');
  /** @type {Server[]} */
  const servers = [];
  // What down.mjs stops if this process dies before down() (a server still starting then is not recorded yet).
  const stateFile = path.join(workDir, 'state.json');
  /**
   * Starts a server in repoRoot, its output in logsDir, and resolves once `url` answers.
   * @param {string} name @param {string} command @param {string[]} args
   * @param {{ url: string; env?: Record<string, string>; timeoutMs?: number }} options
   */
  const start = async (name, command, args, options) => {
    const logFile = path.join(logsDir, `${name.replaceAll(/\W+/g, '-')}.log`);
    const server = await startServer(command, args, { name, cwd: repoRoot, logFile, ...options });
    servers.push(server);
    const state = { pids: servers.map(({ pid }) => pid), pgDir };
    writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
    return server;
  };
  let postgresStarted = false;
  const down = async () => {
    for (const server of [...servers].reverse()) await server.stop();
    if (postgresStarted) stopPostgres(pgDir);
    rmSync(stateFile, { force: true });
  };

  try {
    const standInUrl = `http://127.0.0.1:${standInPort}`;
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const siteEnv = {
      ...appEnv,
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${balancerPort}`,
      RATES_API_BASE_URL: standInUrl,
      REVIEWS_API_BASE_URL: standInUrl,
      REDIS_URL: redisUrl,
    };
    await start(
      'stand-in provider',
      process.execPath,
      ['test/stand-in/server.mjs', '--port', String(standInPort)],
      { url: `${standInUrl}/health`, env: siteEnv },
    );

    // Redis before the replicas (the build itself stores nothing there: lib/cache/shared-redis.mjs).
    const redisDir = path.join(workDir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const startRedis = () =>
      start('redis-server', REDIS_SERVER, redisArgs({ port: redisPort, dir: redisDir }), {
        url: `tcp:127.0.0.1:${redisPort}`,
      });
    let redis = await startRedis();

    if (build || !existsSync(path.join(repoRoot, distDir, 'standalone', 'server.js'))) {
      // `next build` writes its dist folder's type globs into the tsconfig it is given: give it one of its own.
      const tsconfig = path.join('.bench', 'tsconfig.scale-out.json');
      mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
      if (!existsSync(path.join(repoRoot, tsconfig)))
        writeFileSync(
          path.join(repoRoot, tsconfig),
          `${JSON.stringify({ extends: '../tsconfig.json' }, null, 2)}\n`,
        );
      log(`building into ${distDir} (deployment ${identity.deploymentId})`);
      await execa(process.execPath, ['scripts/build.mjs'], {
        stdio: 'inherit',
        cwd: repoRoot,
        env: { ...siteEnv, ...(distDir === '.next' ? {} : { NEXT_TSCONFIG: tsconfig }) },
      });
    }

    postgresStarted = true; // from here on, down() stops it
    const databaseUrl = await startPostgres(pgDir);

    const replicaEnv = {
      ...siteEnv,
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // siteEnv holds the action key too: read at run time, before the one the build wrote into its manifest.
      TRUSTED_PROXY_HOPS: '1',
      KEEP_ALIVE_TIMEOUT: String(REPLICA_KEEP_ALIVE_TIMEOUT_MS),
      ...(configTtlSeconds ? { RATES_CONFIG_TTL_SECONDS: String(configTtlSeconds) } : {}),
      ...extraReplicaEnv,
    };
    // Each replica runs its own copy of the build, as on separate machines: pages regenerated after the build are
    // written into the build folder, and two processes must not share those files.
    const starting = await Promise.allSettled(
      replicaPorts.map(async (port, index) => {
        const name = `replica-${index + 1}`;
        const folder = path.join(workDir, name);
        rmSync(folder, { recursive: true, force: true });
        cpSync(path.join(repoRoot, distDir, 'standalone'), folder, {
          recursive: true,
          verbatimSymlinks: true,
        });
        const url = `http://127.0.0.1:${port}`;
        const server = await start(name, process.execPath, [path.join(folder, 'server.js')], {
          url: `${url}/api/health`,
          env: { ...replicaEnv, PORT: String(port) },
          timeoutMs: 90_000,
        });
        return { name, port, url, address: `127.0.0.1:${port}`, server };
      }),
    );
    // allSettled, not all: a replica that started while the other failed is in `servers` by then, for down().
    const failed = starting.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const replicas = starting.map((result) => /** @type {PromiseFulfilledResult<Replica>} */ (result).value);

    const nginxDir = path.join(workDir, 'nginx');
    rmSync(nginxDir, { recursive: true, force: true });
    mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      nginxConfig({ dir: nginxDir, balancerPort, replicaPorts }),
    );
    await start(
      'nginx',
      '/usr/sbin/nginx',
      ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-e', path.join(nginxDir, 'error.log')],
      { url: `${balancerUrl}/api/health` },
    );

    return {
      balancerUrl,
      balancerPort,
      /** nginx in front of the first replica alone: the one-process figure of the load benchmark. */
      singleReplicaUrl: `http://127.0.0.1:${balancerPort + 1}`,
      standInUrl,
      databaseUrl,
      redisUrl,
      /** Stops Redis (an outage: its data goes with it), and starts it again, empty. */
      stopRedis: async () => {
        await redis.stop();
        servers.splice(servers.indexOf(redis), 1);
      },
      startRedis: async () => {
        redis = await startRedis();
      },
      replicas,
      identity,
      logsDir,
      nginxDir,
      down,
    };
  } catch (error) {
    await down();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: { build: { type: 'boolean', default: false }, 'config-ttl': { type: 'string' } },
  });
  const topology = await up({
    build: values.build,
    configTtlSeconds: values['config-ttl'] ? Number(values['config-ttl']) : undefined,
  });
  console.log(`
Balancer (nginx, round robin): ${topology.balancerUrl}
Replicas: ${topology.replicas.map(({ url }) => url).join(', ')}
PostgreSQL: ${topology.databaseUrl.replace(/:[^:@/]*@/, ':…@')}   Redis: ${topology.redisUrl}
Stand-in provider: ${topology.standInUrl}   Logs: ${topology.logsDir}, ${topology.nginxDir}
Ctrl+C stops everything.`);
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await topology.down();
}

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
