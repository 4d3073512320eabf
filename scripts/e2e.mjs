// Builds the site once with the test environment, then runs the Playwright suite against `next start`.
import { spawnSync } from 'node:child_process';

import { appEnv } from './test-env.mjs';

const env = { ...process.env, ...appEnv };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npx', ['next', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
