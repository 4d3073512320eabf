import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import getPort from 'get-port';
import { appEnv, KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { ANY_WIDTH } from './support/widths';

// A configuration mistake stops the production server as it starts (instrumentation.ts, lib/env.ts), with a non-zero
// exit and a line naming the variable, instead of failing the first visitor. Each test starts the standalone server
// of the last build itself, on a port of its own, beside the shared one.

const SERVER = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js');
/** It takes well under a second here; the rest is room for a busy two-core machine. */
const EXIT_WITHIN_MS = 10_000;
/** Never opened: the server must stop before it would connect. */
const SOME_DATABASE_URL = 'postgresql://tuma:tuma@127.0.0.1:9/tuma';

type Outcome = { code: number | null; output: string; answers: number[] };

/**
 * Runs the standalone server with `env` until it exits, asking it for a page all the while. Next binds the port
 * before it calls register(), so a request may connect; what must never happen is an answer.
 */
async function startServer(env: NodeJS.ProcessEnv): Promise<Outcome> {
  const port = await getPort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  const answers: number[] = [];
  const probing = (async () => {
    while (running) {
      const status = await fetch(`http://127.0.0.1:${port}/terms`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status)
        .catch(() => null);
      if (status !== null) answers.push(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), EXIT_WITHIN_MS));
  const code = await Promise.race([exited, timeout]);
  running = false;
  await probing;
  if (code === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`The server was still running after ${EXIT_WITHIN_MS} ms:\n${output}`);
  }
  return { code, output, answers };
}

/** The test environment (test/support/env.mjs) with the database URL the test servers get, before each mistake. */
function validEnv(): NodeJS.ProcessEnv {
  return { ...process.env, ...appEnv, DATABASE_URL: SOME_DATABASE_URL };
}

test.beforeAll(() => {
  expect(existsSync(SERVER), `${SERVER} is missing: run \`npm run build\` first`).toBe(true);
});

test('without DATABASE_URL, the server exits at once, naming it and `npm run demo`', ANY_WIDTH, async () => {
  const { code, output, answers } = await startServer({ ...validEnv(), DATABASE_URL: undefined });
  expect(code, output).not.toBe(0);
  expect(code, output).not.toBeNull();
  expect(output).toMatch(/^ {2}DATABASE_URL: required in production.*`npm run demo`/m);
  expect(answers, 'it answered a request before it stopped').toEqual([]);
});

test(
  'with the provider on plain http off loopback, the server exits, naming RATES_API_BASE_URL',
  ANY_WIDTH,
  async () => {
    const { code, output, answers } = await startServer({
      ...validEnv(),
      RATES_API_BASE_URL: 'http://example.com',
    });
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toMatch(/^ {2}RATES_API_BASE_URL: must be an https:\/\/ URL/m);
    // The only problem: the key and tenant are set (appEnv), and they never reach the log.
    expect(output).not.toMatch(/RATES_API_KEY|RATES_API_TENANT|DATABASE_URL/);
    for (const secret of [KEY_SENTINEL, TENANT_SENTINEL]) expect(output).not.toContain(secret);
    expect(answers, 'it answered a request before it stopped').toEqual([]);
  },
);
