/** @jest-environment node */
import { NextRequest } from 'next/server';

// On Vercel the proxy ships without the build output, so any file it opened at run time would be missing there.
// Every way of reading a file throws here, and is recorded (a caught throw is how the old proxy failed silently):
// the proxy must give each page its policy without one.
const fileCalls: string[] = [];
function throwingModule(name: string) {
  const actual = jest.requireActual<Record<string, unknown>>(name);
  return Object.fromEntries(
    Object.entries(actual).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? () => {
            fileCalls.push(`${name}.${key}`);
            throw new Error(`proxy.ts called ${name}.${key}`);
          }
        : value,
    ]),
  );
}
jest.mock('fs', () => throwingModule('fs'));
jest.mock('node:fs', () => throwingModule('node:fs'));
jest.mock('fs/promises', () => throwingModule('fs/promises'));
jest.mock('node:fs/promises', () => throwingModule('node:fs/promises'));

import proxy from '@/proxy';

function policyOf(path: string) {
  const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
  return response.headers.get('content-security-policy') ?? '';
}

describe('proxy', () => {
  afterEach(() => expect(fileCalls).toEqual([]));

  it.each([
    '/',
    '/fr',
    '/?modal=waitlist',
    '/terms',
    '/fr/privacy-policy',
    '/convert',
    '/convert/usd-to-ngn',
    '/fr/convert/eur-to-xof',
    '/missing-file.png',
  ])('gives %s, served from cache, inline scripts from its own HTML and no nonce', (path) => {
    const policy = policyOf(path);
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
  });

  it.each(['/app', '/fr/app', '/?from=EUR&to=GHS&amount=100', '/fr?amount=5', '/nope', '/fr/a/b'])(
    'gives %s, rendered per request, a fresh nonce and strict-dynamic',
    (path) => {
      const [first, second] = [policyOf(path), policyOf(path)];
      expect(first).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
      expect(first).not.toEqual(second);
    },
  );
});
