import { randomUUID } from 'node:crypto';

import { defineConfig, devices } from '@playwright/test';

import { shapes, type Shape } from '@/test/shapes/shapes';
import { chromiumLaunchOptions } from '@/test/support/env.mjs';

// The serving-shape smoke tests (test/shapes/), against the last build (`npm run build`, into NEXT_DIST_DIR or .next):
// `npm run test:shapes`, after the browser tests in `npm test`; needs DATABASE_URL. A config of its own because each
// project (shape) starts its own servers in a worker fixture, which playwright.config.ts's webServer cannot do.
// One run's console addresses (test/shapes/fixtures.ts), the same in every worker, which inherits this environment.
process.env.SHAPES_CONSOLE_RUN ??= randomUUID().slice(0, 8);

export default defineConfig<object, { shape: Shape }>({
  testDir: './test/shapes',
  // Beside the browser tests' results, not over them: npm test runs this suite after them.
  outputDir: './test-results/shapes',
  // A file's tests run in order in one worker: one set of servers per shape.
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two shapes at a time: each is a Next.js server and a Chromium on a two-core machine.
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // nginx serves a certificate made for the run.
    ignoreHTTPSErrors: true,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: shapes.map((shape) => ({ name: shape.name, use: { shape } })),
});
