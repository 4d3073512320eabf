import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * A database of its own for an isolated app, on PGlite in a throwaway folder (scripts/pglite-server.mjs, as `npm run
 * demo` runs it): the limits it counts are then never shared with the suite's other servers.
 */
export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuma-e2e-db-'));
  const child = spawn(process.execPath, ['scripts/pglite-server.mjs', '--dir', path.join(dir, 'waitlist')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^(postgresql:\/\/\S+)\n/.exec(stdout);
      if (line?.[1]) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`pglite-server exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
