// `npm start`: the standalone server of the last `npm run build`, on HOSTNAME (default 0.0.0.0) and PORT (default 3000).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const server = path.join(process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js');
if (!existsSync(server)) {
  console.error(`${server} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
