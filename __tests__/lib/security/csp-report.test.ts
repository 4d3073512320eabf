/** @jest-environment node */
import fc from 'fast-check';

import {
  createViolationLogger,
  isDeclaredTooLarge,
  MAX_REPORTS_PER_REQUEST,
  parseCspReports,
  readBodyWithin,
  REPORT_CONTENT_TYPES,
  reportContentType,
  type CspViolation,
} from '@/lib/security/csp-report';

/** A batch entry as Chromium sends it to a Reporting-Endpoints endpoint. */
function reportingApiReport(body: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    age: 12,
    type: 'csp-violation',
    url: 'https://tuma.example/terms?ref=mail',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0',
    body: {
      blockedURL: 'inline',
      columnNumber: 39,
      disposition: 'enforce',
      documentURL: 'https://tuma.example/terms?ref=mail',
      effectiveDirective: 'script-src-elem',
      lineNumber: 1,
      originalPolicy: "default-src 'none'; script-src 'self'; report-to csp",
      referrer: 'https://search.example/?q=tuma',
      sample: 'alert(document.cookie)',
      sourceFile: 'https://tuma.example/terms?ref=mail',
      statusCode: 200,
      ...body,
    },
    ...extra,
  };
}

/** The report-uri body as Chromium and Firefox send it. */
function legacyReport(report: Record<string, unknown>) {
  return {
    'csp-report': {
      'document-uri': 'https://tuma.example/fr/terms?x=1#top',
      referrer: '',
      'violated-directive': 'img-src',
      'effective-directive': 'img-src',
      'original-policy': "default-src 'none'; img-src 'self'; report-uri /api/csp-report",
      disposition: 'enforce',
      'blocked-uri': 'https://evil.example/pixel.gif?visitor=42',
      'status-code': 200,
      'script-sample': '',
      ...report,
    },
  };
}

function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

describe('reportContentType', () => {
  it.each([
    ['application/reports+json', 'application/reports+json'],
    ['application/csp-report', 'application/csp-report'],
    ['Application/CSP-Report; charset=utf-8', 'application/csp-report'],
    [' application/reports+json ;charset=UTF-8', 'application/reports+json'],
  ])('recognises %j', (header, type) => {
    expect(reportContentType(header)).toBe(type);
  });

  it.each([null, '', 'application/json', 'text/plain', 'application/reports+jsonx', 'multipart/form-data'])(
    'refuses %j',
    (header) => {
      expect(reportContentType(header)).toBeUndefined();
    },
  );

  it('lists exactly the two types browsers send', () => {
    expect(REPORT_CONTENT_TYPES).toEqual(['application/reports+json', 'application/csp-report']);
  });
});

describe('isDeclaredTooLarge', () => {
  it('trusts a Content-Length over 16 KB, and nothing else, to refuse before reading', () => {
    expect(isDeclaredTooLarge(String(16 * 1024 + 1))).toBe(true);
    expect(isDeclaredTooLarge('99999999999999999999')).toBe(true);
    expect(isDeclaredTooLarge(String(16 * 1024))).toBe(false);
    expect(isDeclaredTooLarge('0')).toBe(false);
    expect(isDeclaredTooLarge(null)).toBe(false);
    expect(isDeclaredTooLarge('-5')).toBe(false);
    expect(isDeclaredTooLarge('lots')).toBe(false);
  });
});

describe('readBodyWithin', () => {
  it('reads a body up to the cap, across chunks', async () => {
    await expect(readBodyWithin(streamOf('ab', 'cd'), 4)).resolves.toEqual({ ok: true, text: 'abcd' });
    await expect(readBodyWithin(null, 4)).resolves.toEqual({ ok: true, text: '' });
  });

  it('stops at the first chunk past the cap and cancels the rest of the stream', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readBodyWithin(endless, 4096)).resolves.toEqual({ ok: false, reason: 'too-large' });
    expect(cancelled).toBe(true);
    // Five 1 KiB chunks cross 4 KiB; the stream may have queued one more ahead of the read.
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('treats bytes that are not UTF-8, or a sender that went away, as unreadable', async () => {
    await expect(readBodyWithin(streamOf(new Uint8Array([0xff, 0xfe, 0x7b])), 100)).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    await expect(readBodyWithin(broken, 100)).resolves.toEqual({ ok: false, reason: 'unreadable' });
  });

  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('"/fr/conditions-générales"');
    const read = await readBodyWithin(streamOf(bytes.slice(0, 17), bytes.slice(17)), 100);
    expect(read).toEqual({ ok: true, text: '"/fr/conditions-générales"' });
  });
});

describe('parseCspReports (Reporting API, application/reports+json)', () => {
  it('keeps the directive, the blocked keyword and the page path, and nothing else', () => {
    expect(parseCspReports('application/reports+json', [reportingApiReport({})])).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: '/terms' },
    ]);
  });

  it('reduces a blocked URL to its origin and the page to its path (no query, fragment or host)', () => {
    const [violation] =
      parseCspReports('application/reports+json', [
        reportingApiReport({
          effectiveDirective: 'img-src',
          blockedURL: 'https://user:pw@cdn.evil.example:8443/p/x.png?token=s3cret#f',
          documentURL: 'https://tuma.example/fr/convert/eur-to-xof?amount=100&email=a%40b.example#rates',
        }),
      ]) ?? [];
    expect(violation).toEqual({
      directive: 'img-src',
      blocked: 'https://cdn.evil.example:8443',
      page: '/fr/convert/eur-to-xof',
    });
  });

  it('skips other report types and malformed entries, and reads the report url when the body has none', () => {
    const violations = parseCspReports('application/reports+json', [
      { type: 'deprecation', url: 'https://tuma.example/', body: { id: 'X', message: 'old' } },
      'not a report',
      null,
      { type: 'csp-violation' },
      reportingApiReport(
        { documentURL: undefined, effectiveDirective: 'style-src-attr' },
        { url: 'https://tuma.example/app?x' },
      ),
    ]);
    expect(violations).toEqual([{ directive: 'style-src-attr', blocked: 'inline', page: '/app' }]);
  });

  it(`handles at most ${MAX_REPORTS_PER_REQUEST} reports of one batch`, () => {
    const batch = Array.from({ length: 500 }, () => reportingApiReport({}));
    expect(parseCspReports('application/reports+json', batch)).toHaveLength(MAX_REPORTS_PER_REQUEST);
  });

  it('refuses a body that is not a batch', () => {
    for (const body of [{}, reportingApiReport({}), 'x', 3, null, legacyReport({})]) {
      expect(parseCspReports('application/reports+json', body)).toBeUndefined();
    }
    expect(parseCspReports('application/reports+json', [])).toEqual([]);
  });
});

describe('parseCspReports (report-uri, application/csp-report)', () => {
  it('reads the one report: effective directive, blocked origin, page path', () => {
    expect(parseCspReports('application/csp-report', legacyReport({}))).toEqual([
      { directive: 'img-src', blocked: 'https://evil.example', page: '/fr/terms' },
    ]);
  });

  it("falls back to the violated directive's name, as CSP1 browsers send it", () => {
    const report = legacyReport({
      'effective-directive': undefined,
      'violated-directive': "script-src 'self' 'nonce-abc'",
      'blocked-uri': 'eval',
    });
    expect(parseCspReports('application/csp-report', report)).toEqual([
      { directive: 'script-src', blocked: 'eval', page: '/fr/terms' },
    ]);
  });

  it('refuses a body without a csp-report object', () => {
    for (const body of [{}, [legacyReport({})], { 'csp-report': 'x' }, null, 'csp-report']) {
      expect(parseCspReports('application/csp-report', body)).toBeUndefined();
    }
  });
});

describe('what is logged of a field', () => {
  const one = (body: Record<string, unknown>): CspViolation | undefined =>
    parseCspReports('application/reports+json', [reportingApiReport(body)])?.[0];

  it.each([
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['wasm-eval', 'wasm-eval'],
    ['trusted-types-sink', 'trusted-types-sink'],
    ['data', 'data'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data'],
    ['blob:https://tuma.example/0f1e-22', 'https://tuma.example'],
    ['chrome-extension://abcdefgh/inject.js', 'chrome-extension'],
    ['wss://socket.example/live?session=1', 'wss://socket.example'],
    ['http://192.168.1.1/admin?pw=1', 'http://<ip>'],
    ['https://[2001:db8::1]:8080/x', 'https://<ip>'],
    ['', 'unknown'],
    ['not a url at all', 'unknown'],
    [42, 'unknown'],
    [undefined, 'unknown'],
  ])('blocked %j is logged as %j', (blockedURL, blocked) => {
    expect(one({ blockedURL })?.blocked).toBe(blocked);
  });

  it.each([
    ['https://tuma.example/', '/'],
    ['http://localhost:3000/privacy-policy?utm_source=x', '/privacy-policy'],
    ['/terms', 'unknown'],
    ['file:///etc/passwd', 'unknown'],
    ['javascript:alert(1)', 'unknown'],
  ])('page %j is logged as %j', (documentURL, page) => {
    expect(one({ documentURL })?.page).toBe(page);
  });

  it('cuts a very long page path to 200 characters', () => {
    expect(one({ documentURL: `https://tuma.example/${'a'.repeat(500)}` })?.page).toBe(
      `/${'a'.repeat(199)}…`,
    );
  });

  it.each([
    ['Script-Src-Elem', 'script-src-elem'],
    ['img-src https://x', 'img-src'],
    ['script-src\n{"event":"forged"}', 'script-src'],
    ['{"event":"forged"}', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('directive %j is logged as %j', (effectiveDirective, directive) => {
    expect(one({ effectiveDirective })?.directive).toBe(directive);
  });

  it('never lets anything but those three short values through, whatever the report holds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.string(), fc.string(), (extra, a, b, c) => {
        const body = { extra, effectiveDirective: a, blockedURL: b, documentURL: `https://x.example/${c}` };
        for (const violation of parseCspReports('application/reports+json', [reportingApiReport(body)]) ??
          []) {
          expect(Object.keys(violation).sort()).toEqual(['blocked', 'directive', 'page']);
          expect(violation.directive).toMatch(/^[a-z-]{1,40}$/);
          expect(violation.page).not.toMatch(/[?#]/);
          expect(violation.page.length).toBeLessThanOrEqual(201);
        }
      }),
    );
  });

  it('never throws on any JSON, for either content type', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        for (const type of REPORT_CONTENT_TYPES) parseCspReports(type, json);
        parseCspReports('application/reports+json', [json]);
        parseCspReports('application/reports+json', [{ type: 'csp-violation', body: json }]);
        parseCspReports('application/csp-report', { 'csp-report': json });
      }),
    );
  });
});

describe('createViolationLogger', () => {
  const violation = { directive: 'img-src', blocked: 'https://evil.example', page: '/' };

  function setUp() {
    let clock = 1_000_000;
    const lines: string[] = [];
    const log = createViolationLogger({
      perSecond: 2,
      burst: 5,
      now: () => clock,
      write: (line) => lines.push(line),
    });
    return { log, lines, advance: (ms: number) => (clock += ms) };
  }

  it('writes one JSON line per violation', () => {
    const { log, lines } = setUp();
    log(violation);
    expect(lines).toEqual([
      '{"event":"csp.violation","directive":"img-src","blocked":"https://evil.example","page":"/"}',
    ]);
  });

  it('writes a burst of 5, then drops the rest and says how many when it writes again', () => {
    const { log, lines, advance } = setUp();
    for (let i = 0; i < 100; i += 1) log(violation);
    expect(lines).toHaveLength(5);
    advance(500); // one line's worth at 2 a second
    log(violation);
    expect(lines.slice(5).map((line) => JSON.parse(line))).toEqual([
      { event: 'csp.violation.dropped', count: 95 },
      { event: 'csp.violation', ...violation },
    ]);
    log(violation);
    expect(lines).toHaveLength(7);
  });

  it('writes at most 2 violations a second under a steady flood, each drop counted once', () => {
    const { log, lines, advance } = setUp();
    for (let ms = 0; ms < 10_000; ms += 10) {
      log(violation);
      advance(10);
    }
    const events = lines.map((line) => JSON.parse(line) as { event: string; count?: number });
    const written = events.filter(({ event }) => event === 'csp.violation').length;
    const dropped = events.reduce((sum, { count = 0 }) => sum + count, 0);
    expect(written).toBeLessThanOrEqual(5 + 2 * 10);
    expect(written).toBeGreaterThanOrEqual(2 * 10);
    // Every violation is either written or counted, except those dropped after the last written line.
    expect(written + dropped).toBeGreaterThan(1000 - 50);
    expect(written + dropped).toBeLessThanOrEqual(1000);
  });

  it('refills after a quiet spell, no further than the burst', () => {
    const { log, lines, advance } = setUp();
    for (let i = 0; i < 5; i += 1) log(violation);
    advance(60_000);
    for (let i = 0; i < 10; i += 1) log(violation);
    expect(lines.filter((line) => line.includes('"csp.violation"'))).toHaveLength(10);
    expect(lines).toHaveLength(10);
  });
});
