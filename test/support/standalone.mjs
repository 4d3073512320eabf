// The standalone server of the last build (NEXT_DIST_DIR, default .next), as a self-hoster runs it, on loopback.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { KEY_SENTINEL, TENANT_SENTINEL } from './env.mjs';
import { startServer } from './processes.mjs';
/** @import { Server } from './processes.mjs' */

export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const standaloneDir = path.resolve(distDir, 'standalone');

/** @typedef {Server & { dir: string }} StandaloneServer */

/**
 * Starts it on `port` and resolves once it answers. `providerUrl` points the rates at a stand-in (with the sentinel
 * key and tenant); `env` adds to or overrides the rest.
 *
 * Each server runs from a copy of the build of its own (`dir`, removed when it stops): the pages it regenerates are
 * written beside it, and the suites running at the same time, or after, must not serve them.
 * @param {{ port: number; name?: string; providerUrl?: string; env?: Record<string, string | undefined> }} options
 * @returns {Promise<StandaloneServer>}
 */
export async function startStandalone({ port, name = 'the app', providerUrl, env = {} }) {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'tuma-standalone-')), 'standalone');
  cpSync(standaloneDir, dir, { recursive: true });
  const removeCopy = () => rmSync(path.dirname(dir), { recursive: true, force: true });
  const provider = providerUrl
    ? { RATES_API_BASE_URL: providerUrl, RATES_API_KEY: KEY_SENTINEL, RATES_API_TENANT: TENANT_SENTINEL }
    : {};
  let server;
  try {
    server = await startServer(process.execPath, [path.join(dir, 'server.js')], {
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
  } catch (error) {
    removeCopy();
    throw error;
  }
  const stop = server.stop;
  return Object.assign(server, {
    dir,
    /** @param {NodeJS.Signals} [signal] */
    stop: async (signal) => {
      await stop(signal);
      removeCopy();
    },
  });
}
