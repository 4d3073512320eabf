// The database a benchmark's site server is given: the site refuses to start in production without DATABASE_URL
// (lib/env.ts). The caller's DATABASE_URL when set; otherwise an embedded PGlite server (scripts/pglite-server.mjs)
// in a process of its own, on a throwaway folder under .bench/, stopped with the benchmark.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pgliteServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pglite-server.mjs');

/**
 * Resolves to `{ url, stop() }` once the database accepts connections. `name` keeps each benchmark's folder apart
 * (.bench/<name>/database): one PGlite folder is served by one process at a time.
 */
export function startBenchDatabase(name, { timeoutMs = 60_000 } = {}) {
  if (process.env.DATABASE_URL)
    return Promise.resolve({ url: process.env.DATABASE_URL, stop: async () => {} });
  const dataDir = path.join('.bench', name, 'database');
  const child = spawn(process.execPath, [pgliteServer, '--dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let serving = false;
    const fail = (why) => {
      clearTimeout(timer);
      stop().finally(() =>
        reject(new Error(`the benchmark's database (PGlite in ${dataDir}) ${why}\n${stderr}`)),
      );
    };
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs / 1000} s`), timeoutMs);
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (serving || newline === -1) return;
      serving = true;
      clearTimeout(timer);
      // The URL alone is the first line on stdout (scripts/pglite-server.mjs).
      resolve({ url: stdout.slice(0, newline).trim(), stop });
    });
    child.once('exit', (code) => serving || fail(`exited with ${code} before it served`));
  });
}
