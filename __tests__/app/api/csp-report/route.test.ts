/** @jest-environment node */
import fc from 'fast-check';

type CspReportRoute = typeof import('@/app/api/csp-report/route');

const URL_ = 'http://localhost:3000/api/csp-report';
const CLIENT_ADDRESS = '203.0.113.77';
const realNow = Date.now.bind(Date);
let clockOffset = 0;
let logged: string[];
let route: CspReportRoute;

beforeEach(async () => {
  clockOffset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  // A fresh module: a fresh log budget for each test.
  jest.resetModules();
  route = await import('@/app/api/csp-report/route');
});
afterEach(() => {
  jest.restoreAllMocks();
  // Whatever was posted, no client address reached the log.
  expect(logged.join('\n')).not.toContain(CLIENT_ADDRESS);
});

const advance = (ms: number) => {
  clockOffset += ms;
};

/** A batch entry as Chromium posts it to a Reporting-Endpoints endpoint. */
function reportingApiReport(body: Record<string, unknown> = {}) {
  return {
    age: 3,
    type: 'csp-violation',
    url: 'http://localhost:3000/terms?campaign=spring',
    user_agent: 'Mozilla/5.0 Chrome/156.0.0.0',
    body: {
      blockedURL: 'https://evil.example/track.js?visitor=12345',
      disposition: 'enforce',
      documentURL: 'http://localhost:3000/terms?campaign=spring#section-2',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'none'; report-to csp",
      referrer: 'https://search.example/?q=tuma+transfer',
      sample: '',
      sourceFile: 'http://localhost:3000/terms?campaign=spring',
      statusCode: 200,
      ...body,
    },
  };
}

const legacyReport = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/fr/privacy-policy?ref=mail',
    referrer: 'http://localhost:3000/fr?email=jane%40mail.example',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'none'; report-uri /api/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'http://198.51.100.9/pixel.gif?id=9',
    'status-code': 200,
  },
};

/** The headers a visitor's request carries through a proxy: none of them may be logged. */
const visitorHeaders = {
  'x-forwarded-for': `${CLIENT_ADDRESS}, 10.0.0.1`,
  'x-real-ip': CLIENT_ADDRESS,
  'user-agent': 'Mozilla/5.0 Chrome/156.0.0.0',
  cookie: 'NEXT_LOCALE=fr; session=abc',
};

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    body,
    headers: { ...visitorHeaders, ...(contentType ? { 'content-type': contentType } : {}), ...headers },
  };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const request = new Request(URL_, init);
  // A string body makes Request add text/plain; a report without a type must arrive without one.
  if (!contentType) request.headers.delete('content-type');
  return route.POST(request);
}

const postJson = (value: unknown, contentType: string) => post(JSON.stringify(value), contentType);

function events() {
  return logged.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A body of `chunks` × `chunkBytes`, pulled one chunk at a time; says how much was pulled and whether it was cancelled. */
function chunkedBody(chunks: number, chunkBytes = 4096) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new TextEncoder().encode(' '.repeat(chunkBytes)));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('POST /api/csp-report', () => {
  it('takes a Reporting API batch: 204, no body, one log line per violation', async () => {
    const response = await postJson(
      [
        reportingApiReport(),
        reportingApiReport({
          effectiveDirective: 'img-src',
          blockedURL: 'data',
          documentURL: 'http://localhost:3000/fr',
        }),
      ],
      'application/reports+json',
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged).toEqual([
      '{"event":"csp.violation","directive":"script-src-elem","blocked":"https://evil.example","page":"/terms"}',
      '{"event":"csp.violation","directive":"img-src","blocked":"data","page":"/fr"}',
    ]);
  });

  it('takes a report-uri report', async () => {
    const response = await postJson(legacyReport, 'application/csp-report');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(events()).toEqual([
      { event: 'csp.violation', directive: 'img-src', blocked: 'http://<ip>', page: '/fr/privacy-policy' },
    ]);
  });

  it('accepts the content types with parameters and in any case', async () => {
    expect((await postJson([reportingApiReport()], 'application/reports+json; charset=utf-8')).status).toBe(
      204,
    );
    expect((await postJson(legacyReport, 'Application/CSP-Report')).status).toBe(204);
  });

  it('logs no query string, fragment, referrer, sample, header value or address', async () => {
    await postJson([reportingApiReport({ sample: 'alert("card 4111")' })], 'application/reports+json');
    await postJson(legacyReport, 'application/csp-report');
    const text = logged.join('\n');
    expect(logged).toHaveLength(2);
    for (const leak of [
      '?',
      '#',
      'campaign',
      'visitor=',
      'section-2',
      'search.example',
      'jane',
      '4111',
      '198.51.100.9',
      '10.0.0.1',
      'localhost',
      'Chrome',
      'session',
      'NEXT_LOCALE',
    ]) {
      expect(text).not.toContain(leak);
    }
  });

  it.each([
    null,
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/reports',
  ])('refuses content type %j with 415, unread, naming the two it takes', async (contentType) => {
    const response = await post(JSON.stringify(legacyReport), contentType);
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-post')).toBe('application/reports+json, application/csp-report');
    expect(logged).toEqual([]);
  });

  it('refuses a declared Content-Length over 16 KB with 413 before reading a byte', async () => {
    const { stream, state } = chunkedBody(10);
    const response = await post(stream, 'application/reports+json', {
      'content-length': String(16 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    // A pull may be made as the stream is set up; none is made to read it.
    expect(state.pulled).toBeLessThanOrEqual(1);
    expect(logged).toEqual([]);
  });

  it('refuses a streamed body that grows past 16 KB (no Content-Length) with 413, and stops reading it', async () => {
    const { stream, state } = chunkedBody(1000);
    const response = await post(stream, 'application/csp-report');
    expect(response.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(7); // 5 × 4 KiB crosses 16 KiB, one more may be queued ahead
    expect(state.cancelled).toBe(true);
  });

  it('refuses a body that lies about its length with 413 all the same', async () => {
    const { stream } = chunkedBody(10);
    const response = await post(stream, 'application/csp-report', { 'content-length': '100' });
    expect(response.status).toBe(413);
  });

  it('takes a body of exactly 16 KB', async () => {
    const json = JSON.stringify(legacyReport);
    const body = json + ' '.repeat(16 * 1024 - Buffer.byteLength(json));
    expect(Buffer.byteLength(body)).toBe(16 * 1024);
    expect((await post(body, 'application/csp-report')).status).toBe(204);
    expect((await post(`${body} `, 'application/csp-report')).status).toBe(413);
  });

  it.each([
    ['malformed JSON', '{"csp-report": {', 'application/csp-report'],
    ['an empty body', '', 'application/reports+json'],
    ['a batch that is not an array', JSON.stringify(reportingApiReport()), 'application/reports+json'],
    ['a legacy body without its report', JSON.stringify([legacyReport]), 'application/csp-report'],
    ['bytes that are not UTF-8', new Uint8Array([0x5b, 0xff, 0x5d]), 'application/reports+json'],
  ])('answers %s with 400 and logs nothing', async (_, body, contentType) => {
    const response = await post(body, contentType);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(logged).toEqual([]);
  });

  it('answers 204 to a batch with no violation in it (other report types)', async () => {
    const response = await postJson(
      [{ type: 'deprecation', url: 'http://localhost:3000/', body: { id: 'x' } }],
      'application/reports+json',
    );
    expect(response.status).toBe(204);
    expect(logged).toEqual([]);
  });

  it('logs at most 5 at once, then drops, and counts the dropped in one line when it logs again', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await postJson(legacyReport, 'application/csp-report')).status).toBe(204);
    }
    expect(logged).toHaveLength(5);
    advance(1000);
    await postJson(legacyReport, 'application/csp-report');
    expect(events().slice(5)).toEqual([
      { event: 'csp.violation.dropped', count: 25 },
      expect.objectContaining({ event: 'csp.violation', directive: 'img-src' }),
    ]);
  });

  it('handles at most 20 reports of one request', async () => {
    const small = { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data' } };
    const batch = Array.from({ length: 100 }, () => small);
    expect((await postJson(batch, 'application/reports+json')).status).toBe(204);
    expect(logged).toHaveLength(5);
    advance(1000);
    await postJson(legacyReport, 'application/csp-report');
    // 20 handled: 5 logged, 15 dropped; the other 80 were never looked at.
    expect(events()[5]).toEqual({ event: 'csp.violation.dropped', count: 15 });
  });

  it('never answers 500, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc.jsonValue().map((value) => JSON.stringify([{ type: 'csp-violation', body: value }])),
          fc.jsonValue().map((value) => JSON.stringify({ 'csp-report': value })),
          fc.string(),
          fc.uint8Array({ maxLength: 64 }),
        ),
        fc.constantFrom('application/reports+json', 'application/csp-report'),
        async (body, contentType) => {
          const response = await post(body, contentType);
          expect([204, 400, 413]).toContain(response.status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers only POST (Next answers 405 to the other methods)', () => {
    expect(Object.keys(route).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['POST']);
  });
});
