import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { selfSignedCertificate } from '@/test/support/self-signed-certificate.mjs';
import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';

// Chromium really delivers a Content-Security-Policy violation to our route, and the route logs it as one line
// without the query. Chromium sends to the Reporting API endpoint (`report-to csp` + Reporting-Endpoints) and then
// ignores report-uri. It takes Reporting-Endpoints only from an HTTPS response: over http://127.0.0.1 or
// http://localhost (potentially trustworthy, but not HTTPS) Chromium 156 queued the reports and never sent them, and
// sent no report-uri either. So the page is served through a TLS proxy in front of the app, with a certificate made
// for this run. Chromium batches reports for up to a minute; its testing switch --short-reporting-delay sends them
// at once. The app is its own server, so what it logged is this test's alone.

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-first-run', '--disable-background-networking', '--short-reporting-delay'],
  },
});

function certificateForThisRun(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-report-tls-'));
  try {
    const { key, cert } = selfSignedCertificate(dir);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTPS on a loopback port, passed through to the app as it is (the app sees its own host). */
async function startTlsProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  const server = createServer(certificateForThisRun(), (incoming, outgoing) => {
    const upstream = httpRequest(
      {
        hostname,
        port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: `${hostname}:${port}` },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: tlsPort } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${tlsPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// One app for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let app: IsolatedApp;
let tls: Awaited<ReturnType<typeof startTlsProxy>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startIsolatedApp();
  tls = await startTlsProxy(app.baseURL);
});
test.afterAll(async () => {
  await tls?.close();
  await app?.close();
});

type Logged = { event: string; directive?: string; blocked?: string; page?: string };

/** The JSON lines the server printed with this event. */
function loggedEvents(event: string): Logged[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Logged);
}

test('a blocked image on a page is reported to our route and logged as one line, without the query', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const response = await page.goto(`${tls.url}/terms?campaign=spring#top`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  expect(headers['content-security-policy']).toMatch(/(^|; )report-uri \/api\/csp-report(;|$)/);
  expect(headers['content-security-policy']).toMatch(/(^|; )report-to csp(;|$)/);

  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const image = document.createElement('img');
        image.src = 'https://blocked.example/pixel.png?visitor=12345';
        image.alt = '';
        document.body.append(image);
      }),
  );
  expect(await violation).toBe('img-src');

  await expect
    .poll(() => loggedEvents('csp.violation'), { timeout: 90_000, intervals: [250] })
    .toContainEqual({
      event: 'csp.violation',
      directive: 'img-src',
      blocked: 'https://blocked.example',
      page: '/terms',
    });
  const lines = app
    .output()
    .split('\n')
    .filter((line) => line.includes('csp.violation'));
  for (const line of lines) expect(line).not.toMatch(/campaign|visitor|12345|\?|127\.0\.0\.1/);
});

test('the route refuses a streamed body past 16 KB over the wire, and keeps serving', async () => {
  const { hostname, port } = new URL(app.baseURL);
  const status = await new Promise<number>((resolve, reject) => {
    // No Content-Length: chunked, so only the route's own count can stop it.
    const request = httpRequest(
      {
        hostname,
        port,
        path: '/api/csp-report',
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    for (let i = 0; i < 8; i += 1) request.write(' '.repeat(4096));
    request.end();
  });
  expect(status).toBe(413);
  const after = await fetch(`${app.baseURL}/api/csp-report`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report' },
    body: JSON.stringify({ 'csp-report': { 'effective-directive': 'font-src', 'blocked-uri': 'data' } }),
  });
  expect(after.status).toBe(204);
});
