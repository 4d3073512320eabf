// The standalone server of the last build (NEXT_DIST_DIR, default .next), as a self-hoster runs it, on loopback.
import path from 'node:path';

import { KEY_SENTINEL, TENANT_SENTINEL } from './env.mjs';
import { startServer } from './processes.mjs';
/** @import { Server } from './processes.mjs' */

export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const standaloneDir = path.resolve(distDir, 'standalone');

/**
 * Starts it on `port` and resolves once it answers. `providerUrl` points the rates at a stand-in (with the sentinel
 * key and tenant); `env` adds to or overrides the rest; `dir` is a copy of the standalone folder to run instead.
 * @param {{ port: number; name?: string; providerUrl?: string; env?: Record<string, string | undefined>; dir?: string }} options
 * @returns {Promise<Server>}
 */
export function startStandalone({ port, name = 'the app', providerUrl, env = {}, dir = standaloneDir }) {
  const provider = providerUrl
    ? { RATES_API_BASE_URL: providerUrl, RATES_API_KEY: KEY_SENTINEL, RATES_API_TENANT: TENANT_SENTINEL }
    : {};
  return startServer(process.execPath, [path.join(dir, 'server.js')], {
    name,
    url: `http://127.0.0.1:${port}/robots.txt`,
    cwd: dir,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // Required in production; a test that signs nobody up needs no server at this address.
      DATABASE_URL: process.env.DATABASE_URL || 'postgresql://unused:unused@127.0.0.1:9/unused',
      ...provider,
      ...env,
    },
  });
}
