// Route smoke test of every shape the site is served in, against the last build (`npm run build`): `next start` with
// no host, -H 127.0.0.1 and -H 0.0.0.0, the standalone server with HOSTNAME=127.0.0.1 and 0.0.0.0, each asked
// directly and as a TLS-terminating proxy would (X-Forwarded-Proto: https). Every route must give its own status:
// no redirect loop (Next ≥ 16.2.6 with next-intl's rewrite: vercel/next.js#94745), no 500.
//
//   node scripts/smoke-shapes.mjs      (npm test runs it after the browser tests; needs DATABASE_URL)
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { startStandIn } from './stand-in-provider.mjs';
import { appEnv } from './test-env.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(distDir, 'standalone', 'server.js');

const shapes = [
  { name: 'next start', args: ['npx', 'next', 'start'] },
  { name: 'next start -H 127.0.0.1', args: ['npx', 'next', 'start', '-H', '127.0.0.1'] },
  { name: 'next start -H 0.0.0.0', args: ['npx', 'next', 'start', '-H', '0.0.0.0'] },
  { name: 'standalone HOSTNAME=127.0.0.1', args: ['node', standalone], env: { HOSTNAME: '127.0.0.1' } },
  { name: 'standalone HOSTNAME=0.0.0.0', args: ['node', standalone], env: { HOSTNAME: '0.0.0.0' } },
];

const notFound = { en: 'find that page', fr: 'trouvé cette page' };

/** [path, status, text the body must hold]; the OG images and an optimised image are added from the pages. */
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
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

/** The path of each page's og:image, so the images are asked for the way a crawler finds them. */
function imagePaths(html) {
  return [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map(
    ([, url]) => new URL(url.replaceAll('&amp;', '&')).pathname,
  );
}

async function check(base, headers) {
  const failures = [];
  const images = new Set();
  const ask = async (route, status, text) => {
    const response = await fetch(`${base}${route}`, { headers, redirect: 'manual' });
    const body = await response.text();
    if (response.status !== status) failures.push(`${route}: ${response.status}, expected ${status}`);
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

const standIn = await startStandIn();
const env = {
  ...appEnv,
  RATES_API_BASE_URL: standIn.url,
  REVIEWS_API_BASE_URL: standIn.url,
  NEXT_ISR_FLUSH_TO_DISK: '0',
};
let failed = 0;
try {
  for (const shape of shapes) {
    const port = await freePort();
    const server = await start(shape, port, env);
    try {
      for (const [label, headers] of [
        ['direct', {}],
        ['behind TLS', { 'x-forwarded-proto': 'https' }],
      ]) {
        const failures = await check(`http://127.0.0.1:${port}`, headers);
        console.log(
          `${failures.length ? '✗' : '✓'} ${shape.name}, ${label}: ${routes.length} routes and the OG images`,
        );
        for (const failure of failures) console.log(`    ${failure}`);
        failed += failures.length;
      }
      if (/\b500\b|Failed to proxy/.test(server.output())) {
        console.log(`    ${shape.name} logged an error:\n${server.output()}`);
        failed += 1;
      }
    } finally {
      server.stop();
    }
  }
} finally {
  await standIn.close();
}
if (failed) {
  console.error(`smoke-shapes: ${failed} failure(s)`);
  process.exit(1);
}
