import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import getPort from 'get-port';

import { startServer } from '@/test/support/processes.mjs';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * A database of its own for an isolated app, on PGlite in a throwaway folder (scripts/pglite-server.mjs, as `npm run
 * demo` runs it): the limits it counts are then never shared with the suite's other servers.
 */
export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuma-e2e-db-'));
  const port = await getPort();
  const server = await startServer(
    process.execPath,
    ['scripts/pglite-server.mjs', '--dir', path.join(dir, 'waitlist'), '--port', String(port)],
    { name: 'PGlite', url: `tcp:127.0.0.1:${port}` },
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?connection_limit=1`,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
