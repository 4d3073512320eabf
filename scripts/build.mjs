// `npm run build`: next build, then the standalone server's two missing pieces. Next leaves .next/static and public/
// out of .next/standalone (they belong on a CDN); self-hosted, server.js serves them itself, so they go beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

import { standaloneServerProblem } from './standalone-server.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const result = spawnSync('npx', ['next', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const standalone = path.join(distDir, 'standalone');
const problem = standaloneServerProblem(standalone);
if (problem) {
  console.error(problem);
  process.exit(1);
}
for (const [from, to] of /** @type {const} */ ([
  [path.join(distDir, 'static'), path.join(standalone, distDir, 'static')],
  ['public', path.join(standalone, 'public')],
])) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
console.log(
  `Standalone server: node ${path.join(standalone, 'server.js')} (static files and public/ copied beside it)`,
);
