/** @jest-environment node */
import { createHash } from 'node:crypto';

import { createNonce, documentPolicy, NEXT_IMAGE_STYLE_HASH } from '@/lib/security/csp';
import { documentSecurityHeaders } from '@/lib/security/headers';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('createNonce', () => {
  it('gives 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('documentPolicy', () => {
  it('lets only nonce-marked scripts run on a rendered page, and what they load', () => {
    const policy = directives(documentPolicy({ nonce: 'abc123' }));
    expect(policy['script-src']).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'self'"]);
    // React writes the inlined stylesheets without the nonce (it gets a plain string nonce, for scripts).
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows a page served from cache inline scripts and styles (it cannot carry a per-request nonce)', () => {
    const policy = directives(documentPolicy({ cached: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it.each([{ nonce: 'n' }, { cached: true as const }])('locks down everything else for %j', (sources) => {
    const policy = directives(documentPolicy(sources));
    expect(policy).toMatchObject({
      'default-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'"],
    });
    // Inline scripts only on pages served from cache; inline <style> elements everywhere (React writes them).
    const others = Object.entries(policy).filter(
      ([name]) => !('cached' in sources && name === 'script-src') && name !== 'style-src',
    );
    expect(others.flatMap(([, values]) => values)).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('lets pages connect to the analytics origin when one is configured, and to it alone', () => {
    for (const sources of [{ nonce: 'abc' }, { cached: true as const }]) {
      const policy = directives(documentPolicy(sources, { analyticsOrigin: 'https://plausible.io' }));
      expect(policy['connect-src']).toEqual(["'self'", 'https://plausible.io']);
      expect(directives(documentPolicy(sources, { analyticsOrigin: undefined }))['connect-src']).toEqual([
        "'self'",
      ]);
    }
  });

  it('adds eval in development only', () => {
    const policy = directives(documentPolicy({ cached: true }, { isDev: true }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('next/image style attribute', () => {
  it("is allowed by the hash of next/image's exact style, and no other inline style is", () => {
    const expected = `sha256-${createHash('sha256').update('color:transparent').digest('base64')}`;
    expect(NEXT_IMAGE_STYLE_HASH).toBe(expected);
    for (const sources of [{ nonce: 'abc' }, { cached: true as const }]) {
      const policy = directives(documentPolicy(sources));
      expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", `'${expected}'`]);
    }
  });
});

describe('violation reports', () => {
  it.each([
    [{ nonce: 'abc' }, {}],
    [{ cached: true as const }, {}],
    [{ nonce: 'abc' }, { isDev: true }],
    [{ cached: true as const }, { isDev: true }],
  ])('go to our own route from every policy (%j, %j)', (sources, options) => {
    const policy = directives(documentPolicy(sources, options));
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    expect(policy['report-to']).toEqual(['csp']);
  });

  it('name an endpoint the document headers define, at the same route', () => {
    const endpoints = documentSecurityHeaders.find(({ key }) => key === 'Reporting-Endpoints')?.value;
    expect(endpoints).toBe('csp="/api/csp-report"');
  });
});
