import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import getPort from 'get-port';

import { createOwnDatabase, suitePostgresUrl } from '@/test/support/own-database.mjs';
import { startServer } from '@/test/support/processes.mjs';

export type OwnDatabase = { url: string; stop: () => Promise<void> };

/**
 * A database of its own for an isolated app, so the limits it counts are never shared with the suite's other
 * servers: on the suite's PostgreSQL server, or on PGlite in a throwaway folder when the suite runs on PGlite.
 */
export async function startOwnDatabase(label: string): Promise<OwnDatabase> {
  const serverUrl = suitePostgresUrl();
  if (serverUrl) {
    const database = await createOwnDatabase(serverUrl, label);
    return { url: database.url, stop: database.drop };
  }
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
