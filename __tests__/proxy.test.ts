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

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

import proxy, { config } from '@/proxy';
import { nonDocumentPolicy } from '@/lib/security/headers';

const ORIGIN = 'http://127.0.0.1:3000';

async function policyOf(path: string) {
  const response = await proxy(new NextRequest(`${ORIGIN}${path}`));
  return response.headers.get('content-security-policy') ?? '';
}

/** A POST as the waitlist form sends it (React's encodeReply of one object), with what a test changes. */
function post(body: string | undefined, headers: Record<string, string | null> = {}, method = 'POST') {
  const sent = { 'next-action': '40abc', 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, host: new URL(ORIGIN).host, ...headers };
  const kept = Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== null);
  return proxy(new NextRequest(`${ORIGIN}/`, { method, body, headers: Object.fromEntries(kept) }));
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
  ])('gives %s, served from cache, inline scripts from its own HTML and no nonce', async (path) => {
    const policy = await policyOf(path);
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
  });

  it.each([
    '/app',
    '/fr/app',
    '/?from=EUR&to=GHS&amount=100',
    '/fr?from=USD&to=NGN&amount=5',
    '/fr?send=5&shownSend=1&from=USD&receive=1&shownReceive=1&to=NGN',
    '/nope',
    '/fr/a/b',
  ])('gives %s, rendered per request, a fresh nonce and strict-dynamic', async (path) => {
    const [first, second] = [await policyOf(path), await policyOf(path)];
    expect(first).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
    expect(first).not.toEqual(second);
  });

  it.each([
    ['/?from=EUR', '/?from=EUR&to=NGN&amount=1'],
    ['/fr?amount=5', '/fr?from=USD&to=NGN&amount=5'],
    ['/?to=GHS&from=eur&amount=100.50&junk=1', '/?from=EUR&to=GHS&amount=100.5'],
    ['/?from=EUR&to=GHS&amount=1234567890123', '/?from=EUR&to=GHS&amount=1'],
    [
      '/fr?utm_source=ad&from=EUR&to=GHS&amount=1&modal=waitlist',
      '/fr?from=EUR&to=GHS&amount=1&utm_source=ad&modal=waitlist',
    ],
  ])('sends the converter link %s to its one address, %s, in its language (308)', async (path, canonical) => {
    const response = await proxy(new NextRequest(`${ORIGIN}${path}`));
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.pathname}${location.search}`).toBe(canonical);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('never redirects a post to a converter link: the waitlist posts to the page’s own address', async () => {
    const body = JSON.stringify([
      { fullName: 'Ada', email: 'ada@example.com', phoneNumber: '+234 803 123 4567' },
    ]);
    const response = await proxy(
      new NextRequest(`${ORIGIN}/?from=EUR&junk=1`, {
        method: 'POST',
        body,
        headers: {
          'next-action': '40abc',
          'content-type': 'text/plain;charset=UTF-8',
          origin: ORIGIN,
          host: new URL(ORIGIN).host,
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each([
    '/_vercel',
    '/_vercel/insights/script.js',
    '/_vercel/speed-insights/vitals',
    '/_vercel/image?url=x',
  ])('answers %s, self-hosted, with a bare 404 and the non-document policy, for any method', async (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
    for (const method of ['GET', 'POST', 'PUT']) {
      const response = await proxy(new NextRequest(`${ORIGIN}${path}`, { method }));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(nonDocumentPolicy);
      expect(await response.text()).not.toMatch(/<html/i);
    }
  });

  it('runs under /_next only for a request with a body type or an action id, never for an asset’s GET', () => {
    const url = '/_next/static/chunks/app.js';
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(false);
    for (const headers of [{ 'content-type': 'multipart/form-data; boundary=x' }, { 'next-action': 'abc' }]) {
      expect(unstable_doesMiddlewareMatch({ config, url, headers })).toBe(true);
    }
  });

  it.each(['/_next/static/chunks/missing.js', '/_next/image?url=%2Fx.png&w=64&q=75', '/_next/nope'])(
    'refuses a post to %s, which Next would take for a Server Action and fail on, with 405',
    async (path) => {
      for (const type of [
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'text/plain',
      ]) {
        const response = await proxy(
          new NextRequest(`${ORIGIN}${path}`, {
            method: 'POST',
            body: 'a=b',
            headers: { 'content-type': type },
          }),
        );
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('content-security-policy')).toBe(nonDocumentPolicy);
      }
      const get = await proxy(
        new NextRequest(`${ORIGIN}${path}`, { headers: { 'content-type': 'text/plain' } }),
      );
      expect(get.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it.each([
    ['/%ff', 'en', 'This address cannot be read'],
    ['/terms%E0%A4%A', 'en', 'This address cannot be read'],
    ['/fr/%ff', 'fr', 'Cette adresse est illisible'],
    ['/%25', 'en', 'This address cannot be read'],
    ['/fr/terms%25', 'fr', 'Cette adresse est illisible'],
    ['/fr%ff', 'en', 'This address cannot be read'],
    ['/convert/%C0%AF', 'en', 'This address cannot be read'],
    ['/api/%ff', 'en', 'This address cannot be read'],
    ['/_next/static/%ff.js', 'en', 'This address cannot be read'],
  ])('answers %s, which Next cannot decode, with a 400 page in %s', async (path, locale, title) => {
    const response = await proxy(new NextRequest(`${ORIGIN}${path}`));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`href="${locale === 'fr' ? '/fr' : '/'}"`);
    // The path itself is never written back.
    expect(html).not.toContain('%');
  });

  it('lets a doubly escaped percent sign, which decodes twice, through to the 404', async () => {
    const response = await proxy(new NextRequest(`${ORIGIN}/%2525`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).not.toBeNull();
  });

  it('lets a route or build asset with a well-formed escape through untouched', async () => {
    const response = await proxy(new NextRequest(`${ORIGIN}/api/rates%20x`));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each([
    ['an empty body', '', 400, /must be JSON/],
    ['a body that is not JSON', 'not json', 400, /must be JSON/],
    ['a NUL byte', '\u0000', 400, /must be JSON/],
    ['a NUL inside a string', '["a\u0000b"]', 400, /must be JSON/],
    ['5,000 nested brackets', `${'['.repeat(5000)}${']'.repeat(5000)}`, 400, /nested too deeply/],
    ['an object instead of the argument list', '{"email":"a@b.c"}', 400, /list of arguments/],
    ['a reference to a part a text body lacks', '["$Q0"]', 400, /refers to parts it lacks/],
    ['a field holding a reference', '[{"fullName":"j","phoneNumber":"$Q"}]', 400, /refers to parts it lacks/],
    ['a promise reference', '["$@0"]', 400, /refers to parts it lacks/],
    ['a body over 16 KB', `["${'x'.repeat(17 * 1024)}"]`, 413, /too large/],
  ])('refuses a Server Action with %s: %s', async (_label, body, status, reason) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(reason);
  });

  it('refuses a declared length over 16 KB without reading the body, and a type React never sends', async () => {
    expect((await post('[]', { 'content-length': String(64 * 1024) })).status).toBe(413);
    expect((await post('{}', { 'content-type': 'application/json' })).status).toBe(415);
  });

  it('refuses an action posted from another origin or none, as Next would let the second through', async () => {
    for (const origin of [null, 'https://evil.example', 'null']) {
      const response = await post('[]', { origin });
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/only from our own pages/);
    }
  });

  /** A multipart form, as a browser posts it without JavaScript or React posts a form's FormData. */
  function postForm(fields: [string, string | Blob][], headers: Record<string, string | null> = {}) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const request = new Request(`${ORIGIN}/`, { method: 'POST', body: form });
    const type = request.headers.get('content-type')!;
    return request.text().then((body) => post(body, { 'next-action': null, 'content-type': type, ...headers }));
  }
  const alertFields: [string, string][] = [
    ['email', 'ada@example.com'],
    ['target', '1600'],
  ];

  it('lets a form through to its action: without JavaScript, one action field; with it, React’s encoding', async () => {
    expect((await postForm([['$ACTION_ID_40abc', ''], ...alertFields])).status).toBe(200);
    const fetched = [['0', '["$K1"]'], ...alertFields.map(([name, value]) => [`_1_${name}`, value])];
    expect((await postForm(fetched as [string, string][], { 'next-action': '40abc' })).status).toBe(200);
  });

  it.each([
    ['no action field', [...alertFields], {}, /name one action/],
    ['two action fields', [['$ACTION_ID_a', ''], ['$ACTION_ID_b', '']], {}, /name one action/],
    ['a bound action React never renders here', [['$ACTION_REF_1', ''], ['$ACTION_1:0', '{}']], {}, /one action/],
    ['a file', [['$ACTION_ID_40abc', ''], ['email', new Blob(['x'])]], {}, /no files/],
    ['a part React never sends', [['0', '[]'], ['x', '1']], { 'next-action': '40abc' }, /never sends/],
    ['a reference to a missing part', [['0', '["$Q1"]']], { 'next-action': '40abc' }, /parts it lacks/],
    ['arguments that are no list', [['0', '{}']], { 'next-action': '40abc' }, /list of arguments/],
  ] as const)('refuses a form with %s', async (_label, fields, headers, reason) => {
    const response = await postForm(fields as unknown as [string, string | Blob][], headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(reason);
  });

  it('refuses a multipart body that cannot be read', async () => {
    const response = await post('--x\r\nnot a part', {
      'next-action': null,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(response.status).toBe(400);
  });

  it('refuses form posts and other methods to pages with 405, naming what is allowed', async () => {
    for (const response of [
      await post('a=b', { 'next-action': null, 'content-type': 'application/x-www-form-urlencoded' }),
      await post(undefined, {}, 'PUT'),
      await post(undefined, {}, 'DELETE'),
    ]) {
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it('lets the plain values React writes with a $ through: an escaped $, undefined, a date', async () => {
    const body = JSON.stringify([
      { fullName: '$$Ada', source: '$undefined', at: '$D2026-11-26T07:00:00.000Z' },
    ]);
    expect((await post(body)).status).toBe(200);
  });

  it('lets the waitlist form’s own body through to Next, with the page’s policy', async () => {
    const body = JSON.stringify([
      { fullName: 'Ada', email: 'ada@example.com', phoneNumber: '+234 803 123 4567' },
    ]);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('script-src');
  });
});

describe('proxy on Vercel', () => {
  it('leaves /_vercel to the platform', async () => {
    let vercelProxy: typeof proxy | undefined;
    process.env.VERCEL = '1';
    try {
      await jest.isolateModulesAsync(async () => {
        vercelProxy = (await import('@/proxy')).default;
      });
    } finally {
      delete process.env.VERCEL;
    }
    const response = await vercelProxy!(new NextRequest(`${ORIGIN}/_vercel/insights/script.js`));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
