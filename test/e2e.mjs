// `npm run test:e2e`: builds the site once with the test environment (npm run build: the standalone server), then runs
// Playwright against it. `--no-build` reuses the last build; other arguments go to Playwright.
import { execa } from 'execa';

import { printSpecTimes } from './support/spec-times.mjs';
import { appEnv, STAND_IN_PORT, STAND_IN_URL } from './support/env.mjs';
import { startServer } from './support/processes.mjs';

const env = { ...appEnv };
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  // The build prerenders pages with rates, as on a real deploy: the stand-in answers during it (Playwright starts its
  // own for the tests).
  const standIn = await startServer('node', ['test/stand-in/server.mjs', '--port', String(STAND_IN_PORT)], {
    name: 'stand-in provider',
    url: `${STAND_IN_URL}/health`,
    env,
  });
  const started = performance.now();
  try {
    await execa('node', ['scripts/build.mjs'], { env, stdio: 'inherit' });
  } finally {
    await standIn.stop();
  }
  console.log(`Build: ${Math.round((performance.now() - started) / 1000)} s`);
}
const playwright = await execa('npx', ['playwright', 'test', ...args.filter((arg) => arg !== '--no-build')], {
  env,
  stdio: 'inherit',
  reject: false,
});
process.exitCode = playwright.exitCode ?? 1;
printSpecTimes('test-results/e2e-report.json');
