import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { test as base, expect } from '@playwright/test';
import getPort from 'get-port';

import { appEnv, NEXT_BIN } from '@/test/support/env.mjs';
import { createOwnDatabase, suitePostgresUrl } from '@/test/support/own-database.mjs';
import { startServer } from '@/test/support/processes.mjs';
import { startSmtpServer } from '@/test/support/smtp.mjs';

import { shapes, type Shape } from './shapes';
import { startTlsProxy } from './tls-proxy';

/** One way in to the server: its base URL and the headers a request through it carries. */
type Front = { label: string; baseURL: string; headers: Record<string, string> };

export type ShapeServer = {
  /** Direct, as a TLS-terminating proxy would ask (X-Forwarded-Proto: https), and through nginx where there is one. */
  fronts: Front[];
  /** Where a browser comes in: nginx with TLS where there is one, else direct. */
  outermost: Front;
  /** What the server printed since the last call. */
  freshOutput: () => string;
  /** The console's one listed address (new per server, so its sign-in limit never carries over) and its mail. */
  admin: string;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
};

/** A server error the browser may never see (a failed rewrite, a 500 a retry hid) still shows in the server's log. */
const SERVER_ERROR = /\b500\b|Failed to proxy/;

const standaloneServer = path.join(process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js');

export const test = base.extend<
  { serverLogsNoError: void },
  { shape: Shape; standInUrl: string; shapeServer: ShapeServer }
>({
  // Every project of playwright.shapes.config.ts sets its own.
  shape: [shapes[0]!, { scope: 'worker', option: true }],

  standInUrl: [
    async ({}, use) => {
      // Its own process, as in e2e/support/isolated-app.ts: Playwright loads test code as CommonJS, which cannot
      // import the stand-in's module (it reads import.meta).
      const port = await getPort();
      const url = `http://127.0.0.1:${port}`;
      const standIn = await startServer('node', ['test/stand-in/server.mjs', '--port', String(port)], {
        name: 'stand-in provider',
        url: `${url}/health`,
        timeoutMs: 10_000,
      });
      await use(url);
      await standIn.stop();
    },
    { scope: 'worker' },
  ],

  shapeServer: [
    async ({ shape, standInUrl }, use) => {
      if (!process.env.DATABASE_URL)
        throw new Error(
          'The sign-up needs DATABASE_URL: `source test/support/postgres.sh` first (npm test does).',
        );
      const port = await getPort();
      // A database per shape, as per deployment: servers sharing one would drain each other's outbox to their own
      // SMTP servers.
      const serverUrl = suitePostgresUrl();
      const database = serverUrl
        ? await createOwnDatabase(serverUrl, `shape ${shape.name}`)
        : { url: process.env.DATABASE_URL, drop: async () => {} };
      // Mail on and an address listed: the console is served in every shape.
      const smtp = await startSmtpServer();
      // Every shape lists every shape's address, in case they share a database (PGlite has one), where a session whose
      // address a server does not list is ended. New per run, so the hourly sign-in limit never carries over.
      const run = process.env.SHAPES_CONSOLE_RUN ?? randomUUID().slice(0, 8);
      const admins = shapes.map((_, index) => `shapes-${run}-${index}@tuma.test`);
      const admin = admins[shapes.findIndex((each) => each.name === shape.name)]!;
      const [command, args] =
        shape.server === 'next start'
          ? [
              process.execPath,
              [NEXT_BIN, 'start', '-p', String(port), ...(shape.host ? ['-H', shape.host] : [])],
            ]
          : ['node', [standaloneServer]];
      const app = await startServer(command, args, {
        name: shape.name,
        url: `http://127.0.0.1:${port}/robots.txt`,
        env: {
          ...appEnv,
          RATES_API_BASE_URL: standInUrl,
          REVIEWS_API_BASE_URL: standInUrl,
          // Every shape serves the same build folder: what one regenerates stays in its memory (next.config.ts).
          NEXT_ISR_FLUSH_TO_DISK: '0',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Tuma <shapes@tuma.test>',
          ADMIN_EMAILS: admins.join(','),
          DATABASE_URL: database.url,
          PORT: String(port),
          ...(shape.server === 'standalone' && shape.host ? { HOSTNAME: shape.host } : {}),
        },
      });
      const proxy = shape.behindNginx
        ? await startTlsProxy(port).catch(async (error: unknown) => {
            await app.stop();
            throw error;
          })
        : null;
      const direct = `http://127.0.0.1:${port}`;
      const fronts: Front[] = [
        { label: 'direct', baseURL: direct, headers: {} },
        {
          label: 'with X-Forwarded-Proto: https',
          baseURL: direct,
          headers: { 'x-forwarded-proto': 'https' },
        },
      ];
      const nginxFront = proxy && { label: 'behind nginx with TLS', baseURL: proxy.url, headers: {} };
      if (nginxFront) fronts.push(nginxFront);
      let checked = 0;
      const freshOutput = () => {
        const output = app.output();
        const fresh = output.slice(checked);
        checked = output.length;
        return fresh;
      };
      try {
        await use({ fronts, outermost: nginxFront ?? fronts[0]!, freshOutput, admin, smtp });
      } finally {
        await proxy?.stop();
        await app.stop();
        await smtp.stop();
        await database.drop();
      }
      // What it printed after the last test's check, shutting down included.
      const rest = freshOutput();
      if (SERVER_ERROR.test(rest)) throw new Error(`${shape.name} logged an error:\n${rest}`);
    },
    // Starting `next start` on a busy two-core machine takes a while; the server answers within startServer's 60 s.
    { scope: 'worker', timeout: 90_000 },
  ],

  // The browser and the requests come in through the outermost front.
  baseURL: async ({ shapeServer }, use) => {
    await use(shapeServer.outermost.baseURL);
  },

  serverLogsNoError: [
    async ({ shape, shapeServer }, use) => {
      await use();
      const output = shapeServer.freshOutput();
      expect(SERVER_ERROR.test(output), `${shape.name} logged an error during the test:\n${output}`).toBe(
        false,
      );
    },
    { auto: true },
  ],
});

export { expect };
