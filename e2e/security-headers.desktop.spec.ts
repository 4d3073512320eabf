import { expect, test } from '@playwright/test';

import { HSTS_MAX_AGE_SECONDS, permissionsPolicy } from '../lib/security/headers';

// Every kind of response carries the security headers: pages rendered per request, pages served from cache, 404s, route
// handlers, build assets, public files and metadata routes. Only the Content-Security-Policy differs by kind.
// Nothing here depends on the viewport, so one project runs this file.

type Kind = 'nonce' | 'cached' | 'non-document';

const responses: [path: string, status: number, policy: Kind][] = [
  // The landing page is generated ahead of requests and regenerated (ISR); with converter state in the query it is
  // rendered per request by its own route (proxy.ts), which is a 404 asked for by its own path.
  ['/', 200, 'cached'],
  ['/fr', 200, 'cached'],
  ['/?modal=waitlist', 200, 'cached'],
  ['/?from=EUR&to=GHS&amount=100', 200, 'nonce'],
  ['/fr?send=50&shownSend=1&from=EUR&receive=1&shownReceive=1&to=GHS', 200, 'nonce'],
  ['/landing-query?from=EUR', 404, 'nonce'],
  // A converter link in another spelling is sent to its one address (lib/converter/canonical-query.ts).
  ['/?to=GHS&from=EUR&amount=100', 308, 'nonce'],
  ['/privacy-policy', 200, 'cached'],
  ['/terms', 200, 'cached'],
  ['/fr/privacy-policy', 200, 'cached'],
  ['/fr/terms', 200, 'cached'],
  ['/app', 200, 'nonce'],
  ['/convert', 200, 'cached'],
  ['/convert/usd-to-ngn', 200, 'cached'],
  ['/fr/convert/eur-to-xof', 200, 'cached'],
  // No page was generated for a pair outside the catalogue: its 404 is rendered per request.
  ['/convert/usd-to-kes', 404, 'nonce'],
  ['/nope', 404, 'nonce'],
  ['/fr/nope/deeper', 404, 'nonce'],
  // A missing file gets the 404 page built once, and every file its policy (proxy.ts).
  ['/missing-file.png', 404, 'cached'],
  // Vercel's own paths: a 404 that is no document when self-hosted (proxy.ts).
  ['/_vercel/insights/script.js', 404, 'non-document'],
  ['/api/rates', 200, 'non-document'],
  ['/api/rates/competitors?from=USD&to=NGN', 200, 'non-document'],
  ['/api/rates/competitors?from=USD', 400, 'non-document'],
  ['/brand/mark.svg', 200, 'cached'],
  ['/robots.txt', 200, 'cached'],
  ['/sitemap.xml', 200, 'cached'],
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

for (const [path, status, kind] of responses) {
  test(`${path} carries every security header (${kind} policy)`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const headers = response.headers();
    expect(headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(2 * 365 * 24 * 3600);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(permissionsPolicy);
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
    // The endpoint the document policies' `report-to csp` names (app/api/csp-report).
    expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');

    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const scriptSrc = policy.get('script-src') ?? [];
    if (kind === 'non-document') {
      expect(policy.get('form-action')).toEqual(["'none'"]);
      expect(scriptSrc).toEqual([]);
      return;
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // React writes the inlined stylesheets without the nonce; style attributes stay limited to next/image's one.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('style-src-attr')?.[0]).toBe("'unsafe-hashes'");
    if (kind === 'cached') {
      // Rendered once for many visitors, so no per-request nonce (lib/security/csp.ts).
      expect(scriptSrc).toEqual(["'self'", "'unsafe-inline'"]);
      return;
    }
    expect(scriptSrc).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "'strict-dynamic'",
      "'self'",
    ]);
  });
}

test('a build asset carries HSTS and nosniff, and none of the document-only headers', async ({
  page,
  request,
}) => {
  await page.goto('/terms');
  const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toContain('javascript');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('includeSubDomains');
  // No effect on a script, and 0.7 KiB on each of a page's dozen scripts over HTTP/1.1.
  for (const name of [
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'content-security-policy',
    'reporting-endpoints',
  ]) {
    expect(headers[name], name).toBeUndefined();
  }
});

test('an optimised image, which a browser could open on its own, carries every header', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const src = await page.locator('img[src^="/_next/image"]').first().getAttribute('src');
  const headers = (await request.get(src!)).headers();
  // next/image answers with its own policy (images.contentSecurityPolicy): no script, no frame, sandboxed.
  expect(headers['content-security-policy']).toMatch(/script-src 'none'.*sandbox/);
  expect(headers['permissions-policy']).toBe(permissionsPolicy);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toContain('includeSubDomains');
});

test('each rendered page gets a fresh nonce, and Next puts it on its scripts', async ({ request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const response = await request.get('/?from=USD&to=NGN&amount=100');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      const html = await response.text();
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      return nonce;
    }),
  );
  expect(nonces[0]).not.toBe(nonces[1]);
});
