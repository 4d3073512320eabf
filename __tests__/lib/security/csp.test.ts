/** @jest-environment node */
import { createHash } from 'node:crypto';

import { createNonce, documentPolicy, NEXT_IMAGE_STYLE_HASH } from '@/lib/security/csp';

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

  it('allows a static page exactly its inline scripts and stylesheets, by hash, and files from our origin', () => {
    const policy = directives(
      documentPolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='], styleHashes: ['sha256-CSS='] }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-CSS='"]);
    expect(directives(documentPolicy({ hashes: [] }))['style-src']).toEqual(["'self'"]);
  });

  it('allows a regenerated page inline scripts and styles (it is rendered after its headers are known)', () => {
    const policy = directives(documentPolicy({ revalidated: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it.each([{ nonce: 'n' }, { hashes: ['sha256-AAA='] }, { revalidated: true as const }])(
    'locks down everything else for %j',
    (sources) => {
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
      // Inline scripts only where the page is regenerated after its headers are known; inline <style> elements
      // wherever they cannot be named by hash.
      const others = Object.entries(policy).filter(
        ([name]) =>
          !('revalidated' in sources && name === 'script-src') &&
          !(!('hashes' in sources) && name === 'style-src'),
      );
      expect(others.flatMap(([, values]) => values)).not.toContain("'unsafe-inline'");
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    },
  );

  it('adds eval, and inline styles on every page, in development only', () => {
    const policy = directives(
      documentPolicy({ hashes: ['sha256-AAA='], styleHashes: ['sha256-CSS='] }, { isDev: true }),
    );
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('next/image style attribute', () => {
  it("is allowed by the hash of next/image's exact style, and no other inline style is", () => {
    const expected = `sha256-${createHash('sha256').update('color:transparent').digest('base64')}`;
    expect(NEXT_IMAGE_STYLE_HASH).toBe(expected);
    for (const sources of [{ nonce: 'abc' }, { hashes: [] }, { revalidated: true as const }]) {
      const policy = directives(documentPolicy(sources));
      expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", `'${expected}'`]);
    }
  });
});
