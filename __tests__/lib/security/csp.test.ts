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
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
  });

  it('allows a static page exactly its inline scripts, by hash, and scripts from our origin', () => {
    const policy = directives(documentPolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='] }));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  it('allows a regenerated page inline scripts (they change after the headers are known) and our origin only', () => {
    const policy = directives(documentPolicy({ revalidated: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
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
      // Inline scripts only where the page is regenerated after its headers are known.
      const others = Object.entries(policy).filter(
        ([name]) => !('revalidated' in sources && name === 'script-src'),
      );
      expect(others.flatMap(([, values]) => values)).not.toContain("'unsafe-inline'");
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    },
  );

  it('adds eval and inline styles in development only', () => {
    const policy = directives(documentPolicy({ nonce: 'n' }, { isDev: true }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('next/image style attribute', () => {
  it("is allowed by the hash of next/image's exact style, and no other inline style is", () => {
    const expected = `sha256-${createHash('sha256').update('color:transparent').digest('base64')}`;
    expect(NEXT_IMAGE_STYLE_HASH).toBe(expected);
    const policy = documentPolicy({ nonce: 'abc' });
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' '${expected}'`);
    expect(policy).not.toContain("'unsafe-inline'");
  });
});
