// `npm run build` (the standalone server) with the stand-in provider answering, as on a real deploy: the build
// prerenders pages with rates. Used by the browser suite and the analytics benchmark.
import { execa } from 'execa';

import { STAND_IN_PORT, STAND_IN_URL } from './env.mjs';
import { startServer } from './processes.mjs';

/** @param {Record<string, string>} env the build's environment (NEXT_DIST_DIR picks its folder) */
export async function buildSite(env) {
  const standIn = await startServer('node', ['test/stand-in/server.mjs', '--port', String(STAND_IN_PORT)], {
    name: 'stand-in provider',
    url: `${STAND_IN_URL}/health`,
    env,
  });
  try {
    await execa('node', ['scripts/build.mjs'], { env, stdio: 'inherit' });
  } finally {
    await standIn.stop();
  }
}
