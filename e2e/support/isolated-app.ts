import { spawn, type ChildProcess } from 'node:child_process';

import { appEnv } from '../../scripts/test-env.mjs';
import { freePort } from '../../scripts/free-port.mjs';

/** The stand-in's HTTP control API (scripts/stand-in-provider.mjs): the stand-in runs as its own process. */
export type StandInControl = {
  url: string;
  setFault: (
    fault: string | null,
    target: 'config' | 'competitors' | 'reviews' | 'all',
    delayMs?: number,
  ) => Promise<void>;
  calls: () => Promise<Record<string, number>>;
};

export type IsolatedApp = {
  baseURL: string;
  standIn: StandInControl;
  /** Everything the app printed, to check that no secret reaches a log line. */
  output: () => string;
  close: () => Promise<void>;
};

async function waitForApp(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A fresh `next start` of the last build with its own stand-in provider, so a test can put the provider into a
 * fault before the app has cached anything, without disturbing the shared server other tests use.
 */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

function stop(child: ChildProcess) {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
}

export type IsolatedAppOptions = {
  /** Extra environment for `next start`, e.g. a short cache window. */
  env?: Record<string, string>;
};

export async function startIsolatedApp(
  prepare?: (standIn: StandInControl) => Promise<void>,
  options: IsolatedAppOptions = {},
): Promise<IsolatedApp> {
  const standInPort = await freePort();
  const standInUrl = `http://127.0.0.1:${standInPort}`;
  const standInProcess = spawnGroup(
    'node',
    ['scripts/stand-in-provider.mjs', '--port', String(standInPort)],
    process.env,
  );
  const standIn: StandInControl = {
    url: standInUrl,
    setFault: async (fault, target, delayMs) => {
      const response = await fetch(`${standInUrl}/__control/fault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fault, target, delayMs }),
      });
      if (!response.ok) throw new Error(`stand-in refused the fault: ${response.status}`);
    },
    calls: async () =>
      (await fetch(`${standInUrl}/__control/calls`)).json() as Promise<Record<string, number>>,
  };
  await waitForApp(`${standInUrl}/health`, standInProcess, 10_000);
  await prepare?.(standIn);
  const port = await freePort();
  let output = '';
  // `next start` rather than the standalone server: it reads next.config.ts at start, so NEXT_ISR_FLUSH_TO_DISK below
  // takes effect (the standalone server has the build's config baked in). Bound to 127.0.0.1, as self-hosters do.
  const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: {
      ...process.env,
      ...appEnv,
      RATES_API_BASE_URL: standInUrl,
      REVIEWS_API_BASE_URL: standInUrl,
      // It shares the build folder with every other server of the run: what it regenerates from a failing provider
      // stays in its memory (next.config.ts).
      NEXT_ISR_FLUSH_TO_DISK: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async () => {
    stop(child);
    stop(standInProcess);
  };
  try {
    await waitForApp(`http://127.0.0.1:${port}/api/health-probe-404`, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, standIn, output: () => output, close };
}
