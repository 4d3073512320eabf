import getPort from 'get-port';

import { appEnv, NEXT_BIN } from '@/test/support/env.mjs';
import { startServer } from '@/test/support/processes.mjs';

/** The stand-in's HTTP control API (test/stand-in/server.mjs): the stand-in runs as its own process. */
export type StandInControl = {
  url: string;
  setFault: (
    fault: string | null,
    target: 'config' | 'competitors' | 'reviews' | 'all',
    delayMs?: number,
  ) => Promise<void>;
  calls: () => Promise<Record<string, number>>;
  /** Sets one pair's rate in the configuration the stand-in serves. */
  setRate: (from: string, to: string, rate: number) => Promise<void>;
};

export type IsolatedApp = {
  baseURL: string;
  standIn: StandInControl;
  /** Everything the app printed, to check that no secret reaches a log line. */
  output: () => string;
  close: () => Promise<void>;
};

export type IsolatedAppOptions = {
  /** Extra environment for `next start`, e.g. a short cache window. */
  env?: Record<string, string>;
};

export async function startIsolatedApp(
  prepare?: (standIn: StandInControl) => Promise<void>,
  options: IsolatedAppOptions = {},
): Promise<IsolatedApp> {
  const standInPort = await getPort();
  const standInUrl = `http://127.0.0.1:${standInPort}`;
  const standInProcess = await startServer('node', ['test/stand-in/server.mjs', '--port', String(standInPort)], {
    name: 'stand-in provider',
    url: `${standInUrl}/health`,
    timeoutMs: 10_000,
  });
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
    setRate: async (from, to, rate) => {
      const response = await fetch(`${standInUrl}/__control/rate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from, to, rate }),
      });
      if (!response.ok) throw new Error(`stand-in refused the rate: ${response.status}`);
    },
    calls: async () =>
      (await fetch(`${standInUrl}/__control/calls`)).json() as Promise<Record<string, number>>,
  };
  await prepare?.(standIn);
  const port = await getPort();
  // `next start` rather than the standalone server: it reads next.config.ts at start, so NEXT_ISR_FLUSH_TO_DISK below
  // takes effect (the standalone server has the build's config baked in). Bound to 127.0.0.1, as self-hosters do.
  const app = await startServer(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    name: 'next start',
    url: `http://127.0.0.1:${port}/api/health-probe-404`,
    timeoutMs: 30_000,
    env: {
      ...appEnv,
      RATES_API_BASE_URL: standInUrl,
      REVIEWS_API_BASE_URL: standInUrl,
      // It shares the build folder with every other server of the run: what it regenerates from a failing provider
      // stays in its memory (next.config.ts).
      NEXT_ISR_FLUSH_TO_DISK: '0',
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await standInProcess.stop();
    throw error;
  });
  const close = async () => {
    await Promise.all([app.stop(), standInProcess.stop()]);
  };
  return { baseURL: `http://127.0.0.1:${port}`, standIn, output: app.output, close };
}
