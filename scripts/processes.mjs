// Child processes of the benchmarks and the scale-out stack: builds that must succeed, and servers that are started,
// awaited and stopped. Every server runs in a process group of its own, so stopping it also stops whatever it spawned.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs a command to completion with its output shown; rejects on a non-zero exit.
 * @param {string} label @param {string} command @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<void>}
 */
export function runStep(label, command, args, { env, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Rejects when something already listens on `port`: a server we did not start is never measured, or stopped.
 * @param {number} port @param {string} name
 * @returns {Promise<void>}
 */
export function assertPortFree(port, name) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      reject(
        new Error(`port ${port} (${name}) is already in use: pick another with the matching --*-port flag`),
      );
    });
    socket.once('error', () => resolve());
  });
}

/**
 * Starts a long-running server whose output goes to `logFile`. Returns a handle with stop().
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string }} options
 */
export function startServer(name, command, args, { env, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  exited.then(() => {
    running = false;
  });

  return {
    name,
    logFile,
    exited,
    isRunning: () => running,
    async stop() {
      if (!running) return;
      /** @param {NodeJS.Signals} signal */
      const signalGroup = (signal) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // The group is already gone.
        }
      };
      signalGroup('SIGTERM');
      const outcome = await Promise.race([exited, sleep(5_000).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        signalGroup('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Waits until `url` answers 200, failing early if the server exits first.
 * @param {ReturnType<typeof startServer>} server @param {string} url
 */
export async function waitForHttp(server, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning())
      throw new Error(`${server.name} exited before it answered; see ${server.logFile}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.arrayBuffer().then(() => response.status))
      .catch(() => null);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(
    `${server.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s; see ${server.logFile}`,
  );
}
