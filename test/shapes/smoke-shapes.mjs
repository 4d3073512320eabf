// Route smoke test of every shape the site is served in, against the last build (`npm run build`): `next start` with
// no host, -H 127.0.0.1 and -H 0.0.0.0, the standalone server with HOSTNAME=127.0.0.1 and 0.0.0.0, each asked
// directly and as a TLS-terminating proxy would (X-Forwarded-Proto: https). Every route must give its own status:
// no redirect loop (Next ≥ 16.2.6 with next-intl's rewrite: vercel/next.js#94745), no 500. Then a visitor's journey
// in Chromium on each shape (test/shapes/smoke-journey.mjs): converter both ways, a modal, a sign-up, no CSP violation.
//
//   node test/shapes/smoke-shapes.mjs      (npm test runs it after the browser tests; needs DATABASE_URL)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { chromium } from '@playwright/test';

import getPort from 'get-port';
import { ensureDebianPackages } from '../support/debian-packages.mjs';
import { rawRequest } from '../support/raw-request.mjs';
import { selfSignedCertificate } from '../support/self-signed-certificate.mjs';
import { journey } from './smoke-journey.mjs';
import { startStandIn } from '../stand-in/server.mjs';
import { appEnv, chromiumLaunchOptions } from '../support/env.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(distDir, 'standalone', 'server.js');

/** @typedef {{ name: string; args: [string, ...string[]]; env?: Record<string, string>; nginx?: boolean }} Shape */

/** @type {Shape[]} */
const shapes = [
  { name: 'next start', args: ['npx', 'next', 'start'] },
  { name: 'next start -H 127.0.0.1', args: ['npx', 'next', 'start', '-H', '127.0.0.1'] },
  { name: 'next start -H 0.0.0.0', args: ['npx', 'next', 'start', '-H', '0.0.0.0'] },
  // The shape docs/deploying.md sets up is also run behind nginx terminating TLS. There the sign-up counts against
  // 127.0.0.1 (nginx appends the browser's address): one per run, well under the limit of 5 per 10 minutes.
  {
    name: 'standalone HOSTNAME=127.0.0.1',
    args: ['node', standalone],
    env: { HOSTNAME: '127.0.0.1' },
    nginx: true,
  },
  { name: 'standalone HOSTNAME=0.0.0.0', args: ['node', standalone], env: { HOSTNAME: '0.0.0.0' } },
];

const notFound = { en: 'find that page', fr: 'trouvé cette page' };

/**
 * [path, status, text the body must hold]; the OG images and an optimised image are added from the pages.
 * @type {[string, number, string][]}
 */
const routes = [
  ['/', 200, '<h1'],
  ['/fr', 200, 'lang="fr"'],
  ['/?from=EUR&to=GHS&amount=100', 200, '<h1'],
  ['/fr?from=EUR&to=GHS&amount=100', 200, 'lang="fr"'],
  ['/terms', 200, '<h1'],
  ['/fr/terms', 200, 'lang="fr"'],
  ['/privacy-policy', 200, '<h1'],
  ['/fr/privacy-policy', 200, 'lang="fr"'],
  ['/app', 200, '<h1'],
  ['/fr/app', 200, 'lang="fr"'],
  ['/convert', 200, '<h1'],
  ['/convert/usd-to-ngn', 200, '<h1'],
  ['/fr/convert/eur-to-xof', 200, 'lang="fr"'],
  ['/nope', 404, notFound.en],
  ['/fr/nope', 404, notFound.fr],
  ['/missing-file.png', 404, notFound.en],
  ['/sitemap.xml', 200, '<urlset'],
  ['/robots.txt', 200, 'Sitemap:'],
  ['/manifest.webmanifest', 200, '"icons"'],
  ['/api/rates', 200, '"pairs"'],
  ['/api/rates/competitors?from=USD&to=NGN', 200, '"competitors"'],
  ['/api/rates/competitors?from=USD', 400, 'issues'],
  ['/_next/image?url=%2Fbrand%2Fapp-icon-512.png&w=640&q=75', 200, ''],
];

/**
 * @param {Shape} shape
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 */
async function start(shape, port, env) {
  const [command, ...args] = shape.args;
  const child = spawn(command, [...args, ...(command === 'npx' ? ['-p', String(port)] : [])], {
    env: { ...process.env, ...env, ...shape.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    // Spawned, so it has a pid; detached, so that is also its process group's.
    if (child.exitCode === null) process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${shape.name} exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(2000) });
      return { stop, output: () => output };
    } catch {
      await sleep(200);
    }
  }
  stop();
  throw new Error(`${shape.name} did not answer on port ${port}:\n${output}`);
}

/**
 * The path of each page's og:image, so the images are asked for the way a crawler finds them.
 * @param {string} html
 */
function imagePaths(html) {
  return [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map(
    // The group is not optional: every match has it.
    ([, url]) => new URL(/** @type {string} */ (url).replaceAll('&amp;', '&')).pathname,
  );
}

/**
 * @param {string} base
 * @param {Record<string, string>} headers
 */
async function check(base, headers) {
  /** @type {string[]} */
  const failures = [];
  /** @type {Set<string>} */
  const images = new Set();
  /** @param {string} route @param {number} status @param {string} text */
  const ask = async (route, status, text) => {
    const { status: actual, text: body } = await rawRequest(`${base}${route}`, { headers }).catch(
      (error) => ({
        status: error.message,
        text: '',
      }),
    );
    if (actual !== status) failures.push(`${route}: ${actual}, expected ${status}`);
    else if (text && !body.includes(text)) failures.push(`${route}: ${status} without "${text}"`);
    return body;
  };
  for (const [route, status, text] of routes) {
    const body = await ask(route, status, text);
    if (['/', '/fr', '/terms', '/fr/terms', '/convert/usd-to-ngn'].includes(route))
      imagePaths(body).forEach((image) => images.add(image));
  }
  if (images.size < 5) failures.push(`only ${images.size} distinct og:image URLs found`);
  for (const image of images) await ask(image, 200, '');
  return failures;
}

/**
 * Debian's nginx terminating TLS in front of `port`, configured as docs/deploying.md says, with a certificate made for
 * this run. Resolves to its https:// base URL and stop().
 * @param {number} port
 */
async function startTlsProxy(port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'smoke-tls-'));
  mkdirSync(path.join(dir, 'temp'));
  const { key, cert } = selfSignedCertificate(dir);
  const tlsPort = await getPort();
  writeFileSync(
    `${dir}/nginx.conf`,
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp;
  proxy_temp_path ${dir}/temp;
  fastcgi_temp_path ${dir}/temp;
  uwsgi_temp_path ${dir}/temp;
  scgi_temp_path ${dir}/temp;
  upstream tuma { server 127.0.0.1:${port}; keepalive 16; }
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://tuma;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], {
    stdio: 'ignore',
  });
  const stop = () => {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (nginx.exitCode !== null) break;
    try {
      await rawRequest(`https://127.0.0.1:${tlsPort}/robots.txt`);
      return { url: `https://127.0.0.1:${tlsPort}`, stop };
    } catch {
      await sleep(100);
    }
  }
  stop();
  throw new Error(`nginx with TLS did not answer on ${tlsPort}`);
}

ensureDebianPackages([
  { binary: '/usr/sbin/nginx', name: 'nginx-light' },
  { binary: '/usr/bin/openssl', name: 'openssl' },
]);
const standIn = await startStandIn();
const env = {
  ...appEnv,
  RATES_API_BASE_URL: standIn.url,
  REVIEWS_API_BASE_URL: standIn.url,
  NEXT_ISR_FLUSH_TO_DISK: '0',
};
const browser = await chromium.launch(chromiumLaunchOptions);
const runId = Date.now().toString(36);
let failed = 0;
try {
  for (const [index, shape] of shapes.entries()) {
    const port = await getPort();
    const server = await start(shape, port, env);
    const proxy = shape.nginx ? await startTlsProxy(port) : null;
    try {
      /** @type {[label: string, base: string, headers: Record<string, string>][]} */
      const fronts = [
        ['direct', `http://127.0.0.1:${port}`, {}],
        ['with X-Forwarded-Proto: https', `http://127.0.0.1:${port}`, { 'x-forwarded-proto': 'https' }],
      ];
      if (proxy) fronts.push(['behind nginx with TLS', proxy.url, {}]);
      for (const [label, base, headers] of fronts) {
        const failures = await check(base, headers);
        console.log(
          `${failures.length ? '✗' : '✓'} ${shape.name}, ${label}: ${routes.length} routes and the OG images`,
        );
        for (const failure of failures) console.log(`    ${failure}`);
        failed += failures.length;
      }
      // In Chromium through the outermost front: nginx with TLS where there is one.
      const outermost = fronts.at(-1) === fronts[1] ? fronts[0] : fronts.at(-1);
      const [label, base] = /** @type {(typeof fronts)[number]} */ (outermost); // there are two or three
      const problems = await journey(browser, base, {
        clientAddress: `198.51.100.${index + 10}`,
        email: `shape-${runId}-${index}@example.com`,
      });
      console.log(
        `${problems.length ? '✗' : '✓'} ${shape.name}, ${label}, in Chromium: converter both ways, a modal, a sign-up, no CSP violation`,
      );
      for (const problem of problems) console.log(`    ${problem}`);
      failed += problems.length;
      if (/\b500\b|Failed to proxy/.test(server.output())) {
        console.log(`    ${shape.name} logged an error:\n${server.output()}`);
        failed += 1;
      }
    } finally {
      proxy?.stop();
      server.stop();
    }
  }
} finally {
  await browser.close();
  await standIn.close();
}
if (failed) {
  console.error(`smoke-shapes: ${failed} failure(s)`);
  process.exit(1);
}
