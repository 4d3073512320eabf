// One place for the ports and environment the browser tests run with, shared by
// test/e2e.mjs (which builds) and playwright.config.ts (which serves).
import path from 'node:path';

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? 4010);

// Sentinels: tests assert these strings never reach a browser, a body, a header or a log line.
export const KEY_SENTINEL = 'sk_live_SENTINEL_9f3c2a7e41b8';
export const TENANT_SENTINEL = 'tenant_SENTINEL_5d81e0';
/** The recorder route's secret (app/api/cron/rates): server-only like the key. */
export const CRON_SECRET_SENTINEL = 'cron_SENTINEL_7b24e96d0c3f';
/** The SMTP password of the servers that send mail in tests (e2e/rate-alerts.desktop.spec.ts): server-only too. */
export const SMTP_PASSWORD_SENTINEL = 'smtp_SENTINEL_3e9a51c07d4b';

/** Next's CLI, run with this Node: through npx, each server start took a second longer on a busy machine. */
export const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`;
export const REVIEWS_BUSINESS_UNIT = 'bu_stand_in_4e5d';

/** The app under test talks to the stand-in provider and review service, so the whole data path is real. */
export const appEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SITE_URL: `http://localhost:${APP_PORT}`,
  RATES_API_BASE_URL: STAND_IN_URL,
  RATES_API_KEY: KEY_SENTINEL,
  RATES_API_TENANT: TENANT_SENTINEL,
  REVIEWS_BUSINESS_UNIT_ID: REVIEWS_BUSINESS_UNIT,
  REVIEWS_API_BASE_URL: STAND_IN_URL,
  CRON_SECRET: CRON_SECRET_SENTINEL,
  // Fixed, so that one build serves every suite: the replicas of test/scale-out must share the build's action key.
  NEXT_DEPLOYMENT_ID: 'tuma-test',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'dHVtYS10ZXN0LWFjdGlvbi1rZXktMzItYnl0ZXMhISE=',
};

/** Debian's Chromium, quiet: no background requests to Google's hosts, which this machine's network refuses. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
