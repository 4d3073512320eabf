import { defineConfig, devices } from '@playwright/test';

import { APP_PORT, appEnv, chromiumLaunchOptions, STAND_IN_PORT, STAND_IN_URL } from '@/test/support/env.mjs';

const baseURL = `http://127.0.0.1:${APP_PORT}`;
// The suite runs the shape self-hosters deploy: the standalone server (npm run build), bound to a loopback address.
const standaloneServer = `${process.env.NEXT_DIST_DIR ?? '.next'}/standalone/server.js`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One more than the cores: a test waiting on a server's timer or a provider's fault leaves a core to another.
  workers: 3,
  // The list as tests end; the JSON for test/e2e.mjs, which prints each spec's time after the run.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // No trace by default: recording one costs a quarter to a half of the suite's time on a two-core machine
    // (modals, one worker: 104 → 83 s; converter and footer, two workers: 250 → 166 s), and CI prints only the
    // error and the page snapshot. To look into a failure: `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  // Journeys that differ by width live in *.desktop.spec.ts / *.phone.spec.ts; the rest run at both widths, except
  // tests tagged @any-width (e2e/support/widths.ts), whose behaviour does not depend on it: those run at phone width.
  projects: [
    // Runs first: the rate history every test finds (e2e/rate-history.setup.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: /@any-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node test/stand-in/server.mjs --port ${STAND_IN_PORT}`,
      url: `${STAND_IN_URL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node ${standaloneServer}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...appEnv, HOSTNAME: '127.0.0.1', PORT: String(APP_PORT) },
    },
  ],
});
