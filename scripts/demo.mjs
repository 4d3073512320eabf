// `npm run demo`: build, then serve on http://localhost:3000 with the built-in sample data,
// whatever provider or database settings the shell happens to carry.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const name of ['RATES_API_BASE_URL', 'RATES_API_KEY', 'RATES_API_TENANT', 'REVIEWS_BUSINESS_UNIT_ID', 'DATABASE_URL']) {
  delete env[name];
}
const port = process.env.PORT ?? '3000';

function run(args) {
  const result = spawnSync('npx', ['next', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['build']);
console.log(`\nTuma demo on http://localhost:${port} (sample rates and reviews). Ctrl+C to stop.\n`);
run(['start', '-p', port]);
