// Builds the site once with the test environment (npm run build: the standalone server), then runs the Playwright
// suite against it.
import { spawn, spawnSync } from 'node:child_process';

import { appEnv, STAND_IN_PORT } from './test-env.mjs';

const env = { ...process.env, ...appEnv };

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The stand-in provider in its own process (a build run with spawnSync would starve one started in this one). */
async function startStandIn() {
  const child = spawn('node', ['scripts/stand-in-provider.mjs', '--port', String(STAND_IN_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const health = `http://127.0.0.1:${STAND_IN_PORT}/health`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(health)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The stand-in provider did not answer on ${health}`);
}

if (!process.argv.includes('--no-build')) {
  // The exchange-rate pages are generated at build time from the provider's configuration, as on a real deploy: the
  // stand-in answers during the build (Playwright starts its own for the tests).
  const standIn = await startStandIn();
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit', env });
  standIn.kill();
  if (result.status !== 0) process.exit(result.status ?? 1);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
