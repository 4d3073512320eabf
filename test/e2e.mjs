// `npm run test:e2e`: builds the site once with the test environment (npm run build: the standalone server), then runs
// Playwright against it. `--no-build` reuses the last build, `--build-only` stops after it; other arguments go to
// Playwright.
import { execa } from 'execa';

import { printSpecTimes } from './support/spec-times.mjs';
import { buildSite } from './support/build-site.mjs';
import { appEnv } from './support/env.mjs';

const env = { ...appEnv };
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  // Playwright starts its own stand-in for the tests.
  const started = performance.now();
  await buildSite({ ...env, TUMA_BUILD_SKIPS_TYPES: '1' });
  console.log(`Build: ${Math.round((performance.now() - started) / 1000)} s`);
  if (args.includes('--build-only')) process.exit(0);
}
const playwright = await execa('npx', ['playwright', 'test', ...args.filter((arg) => arg !== '--no-build')], {
  env,
  stdio: 'inherit',
  reject: false,
});
process.exitCode = playwright.exitCode ?? 1;
printSpecTimes('test-results/e2e-report.json');
