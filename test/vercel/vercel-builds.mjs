// `npm run test:vercel`: the Vercel CLI (offline) builds a copy of this checkout as Vercel would, for production and
// for a preview, and the builds are served as the standalone server. About 3 minutes: two full builds.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { chromium } from '@playwright/test';
import getPort from 'get-port';

import { startStandIn } from '../stand-in/server.mjs';
import { startPlausibleStandIn } from '../stand-in/plausible.mjs';
import { chromiumLaunchOptions, KEY_SENTINEL, TENANT_SENTINEL } from '../support/env.mjs';
import { startServer } from '../support/processes.mjs';
import { startSmtpServer } from '../support/smtp.mjs';
import { checkAnalyticsJourney } from './analytics-journey.mjs';
import { checkPreview } from './preview-checks.mjs';
import {
  markersInChunks,
  PLAUSIBLE_AUTOCAPTURE_MARKER,
  PLAUSIBLE_MARKERS,
  VERCEL_MARKERS,
} from '../support/built-chunks.mjs';
import { copyProject, vercelBuild } from './vercel-project.mjs';

const PRODUCTION_URL = 'tuma-test.vercel.app';
const CRON_SECRET = 'cron_vercel_build_test_0123456789abcdef';
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** @type {ReturnType<typeof copyProject>} */
let project;
/** @type {import('@playwright/test').Browser} */
let browser;
/** @type {Awaited<ReturnType<typeof startStandIn>>} */
let provider;

before(async () => {
  project = copyProject();
  provider = await startStandIn();
  browser = await chromium.launch(chromiumLaunchOptions);
});

after(async () => {
  await browser?.close();
  await provider?.close();
  project?.remove();
});

/**
 * The copy's build, served by `next start` with `env` as its settings. Not its standalone server: bound to a host,
 * that of a Vercel build answers every English page with a 307 to itself (skipProxyUrlNormalize is not honoured there).
 */
async function serve(/** @type {Record<string, string>} */ env, port = 0) {
  port ||= await getPort();
  const next = path.join(project.dir, 'node_modules/next/dist/bin/next');
  const server = await startServer(process.execPath, [next, 'start', '--port', String(port)], {
    name: 'the Vercel build',
    url: `http://127.0.0.1:${port}/robots.txt`,
    cwd: project.dir,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

test('a production build without DATABASE_URL fails, one line per problem, naming each', async () => {
  const { code, output } = await vercelBuild(project.dir, 'production', {
    VERCEL_PROJECT_PRODUCTION_URL: PRODUCTION_URL,
    CRON_SECRET: 'too-short',
  });
  assert.notEqual(code, 0, output);
  assert.match(output, /^ {2}DATABASE_URL: required in production/m);
  assert.match(output, /^ {2}CRON_SECRET: required in production, at least 32 characters/m);
});

test('a preview without a database, mail or secret builds, and every page says what it lacks', async () => {
  const { code, output } = await vercelBuild(project.dir, 'preview', {});
  assert.equal(code, 0, output.slice(-4000));
  const distDir = path.join(project.dir, '.next');
  // Built on Vercel: its analytics ship; Plausible's, not configured, does not.
  assert.deepEqual(
    markersInChunks(distDir, [...PLAUSIBLE_MARKERS, ...VERCEL_MARKERS]),
    [...VERCEL_MARKERS].sort(),
  );
  // As Vercel runs a preview: none of this process's settings.
  const none = { DATABASE_URL: '', SMTP_URL: '', MAIL_FROM: '', CRON_SECRET: '', RATES_API_BASE_URL: '' };
  const { server, baseUrl } = await serve({ ...none, VERCEL: '1', VERCEL_ENV: 'preview' });
  try {
    await checkPreview({ browser, baseUrl });
    assert.doesNotMatch(server.output(), /⨯|Error:/, 'the preview server logged an error');
  } finally {
    await server.stop();
  }
});

test('a production build with every setting passes, and Plausible counts its pages and events', async () => {
  assert.ok(DATABASE_URL, 'DATABASE_URL (source test/support/postgres.sh)');
  const plausible = await startPlausibleStandIn();
  const smtp = await startSmtpServer();
  const port = await getPort();
  const settings = {
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL,
    CRON_SECRET,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tuma <alerts@tuma.test>',
    RATES_API_BASE_URL: provider.url,
    RATES_API_KEY: KEY_SENTINEL,
    RATES_API_TENANT: TENANT_SENTINEL,
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.test',
    NEXT_PUBLIC_PLAUSIBLE_HOST: plausible.origin,
  };
  try {
    const { code, output } = await vercelBuild(project.dir, 'production', settings);
    assert.equal(code, 0, output.slice(-4000));
    // Both analytics ship; the tracker without the autocapture patches/ takes out.
    const markers = [...PLAUSIBLE_MARKERS, ...VERCEL_MARKERS, PLAUSIBLE_AUTOCAPTURE_MARKER];
    const found = markersInChunks(path.join(project.dir, '.next'), markers);
    assert.deepEqual(found, [...PLAUSIBLE_MARKERS, ...VERCEL_MARKERS].sort());
    const { server, baseUrl } = await serve(settings, port);
    try {
      await checkAnalyticsJourney({ browser, baseUrl, plausible });
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.stop();
    await plausible.stop();
  }
});
