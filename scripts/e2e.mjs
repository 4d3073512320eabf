// Builds the site once with the test environment, then runs the Playwright suite against `next start`.
import { spawnSync } from 'node:child_process';

import { startStandIn } from './stand-in-provider.mjs';
import { appEnv, STAND_IN_PORT } from './test-env.mjs';

const env = { ...process.env, ...appEnv };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) {
  // The exchange-rate pages are generated at build time from the provider's configuration, as on a real deploy: the
  // stand-in answers during the build (Playwright starts its own for the tests).
  const standIn = await startStandIn({ port: STAND_IN_PORT });
  try {
    run('npx', ['next', 'build']);
  } finally {
    await standIn.close();
  }
}
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
