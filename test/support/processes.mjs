// The one way tests and benchmarks start a server and wait until it answers (wait-on). Each server runs in a process
// group of its own, so stopping it also stops whatever it spawned (npx → next → its workers). Plain child_process,
// not execa: Jest loads this module too, and execa is ESM-only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import waitOn from 'wait-on';

/**
 * @typedef {object} Server
 * @property {string} name
 * @property {number} pid
 * @property {() => string} output everything it printed so far, stdout and stderr interleaved
 * @property {() => boolean} isRunning
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop SIGTERM (or `signal`, e.g. SIGKILL to test a crash) to
 *   the group, SIGKILL after 5 s; resolves once it exited
 */

/**
 * Starts a long-running server and resolves once `url` answers with a status below 500 (http:// and https://, any
 * certificate), failing at once if it exits first.
 * @param {string} command @param {string[]} args
 * @param {{ url: string, name?: string, env?: Record<string, string | undefined>, cwd?: string, timeoutMs?: number,
 *   logFile?: string }} options `env` adds to this process's environment; `logFile` also gets the output
 * @returns {Promise<Server>}
 */
export async function startServer(
  command,
  args,
  { url, name = command, env, cwd, timeoutMs = 60_000, logFile },
) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile ? createWriteStream(logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      log?.write(chunk);
    });
  }
  let running = true;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = once(child, 'exit').then(([code, signal]) => {
    running = false;
    log?.end();
    return { code, signal };
  });
  const pid = /** @type {number} */ (child.pid);

  const server = {
    name,
    pid,
    output: () => output,
    isRunning: () => running,
    async stop(signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) {
      if (!running) return;
      /** @param {NodeJS.Signals} sent */
      const signalGroup = (sent) => {
        try {
          process.kill(-pid, sent);
        } catch {
          // the group is already gone
        }
      };
      signalGroup(signal);
      if ((await Promise.race([exited, sleep(5_000, 'timeout')])) === 'timeout') {
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };

  const ready = waitOn({
    resources: [url.replace(/^http(s?):/, 'http$1-get:')],
    timeout: timeoutMs,
    interval: 200,
    httpTimeout: 5_000,
    strictSSL: false,
    validateStatus: (status) => status < 500,
  });
  const died = exited.then((result) => {
    throw new Error(
      `${name} exited (${result.signal ?? `code ${result.code}`}) before ${url} answered:\n${output}`,
    );
  });
  try {
    await Promise.race([ready, died]);
  } catch (error) {
    await server.stop();
    if (error instanceof Error && /Timed out/.test(error.message))
      throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${output}`);
    throw error;
  }
  died.catch(() => {}); // a later exit is the caller's to notice through isRunning()
  return server;
}
