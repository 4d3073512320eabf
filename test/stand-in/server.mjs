// A stand-in for the rates provider and the review service: a real HTTP server on loopback, no dependencies.
//
//   node test/stand-in/server.mjs [--port 4010] [--key K] [--tenant T] [--fault 500 --fault-target config]
//
// Tests import startStandIn() and run it in-process on port 0. Browser tests (another process) flip faults over HTTP:
//   POST /__control/fault  {"target":"config"|"competitors"|"reviews"|"all","fault":"500"|…|null,"delayMs"?:n}
//   GET  /__control/calls  → calls per endpoint
//   POST /__control/reset  → no faults, zero calls, the default data
//   POST /__control/rate   {"from":"USD","to":"NGN","rate":1512.5|null,"divisionOperator"?:bool} → that pair's rate
//                          until reset (added when the configuration lacks it; null or 0 is the provider's "no rate")
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { UpstreamPair } from './data.mjs' */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
  PROVIDER_BODY_CANARY,
  standInCompetitorRates,
  standInConfiguration,
  standInReviews,
} from './data.mjs';
import { KEY_SENTINEL, STAND_IN_PORT, TENANT_SENTINEL } from '../support/env.mjs';

export const FAULTS = /** @type {const} */ ([
  '500',
  '429',
  '429-long',
  'hang',
  'malformed',
  'wrong-schema',
  'redirect',
  'slow',
  'huge',
]);
/** @typedef {(typeof FAULTS)[number]} Fault */
/** What the 'huge' fault streams at most: far past any limit a client should keep. */
const HUGE_BODY_BYTES = 64 * 1024 * 1024;
export const TARGETS = /** @type {const} */ (['config', 'competitors', 'reviews']);
/** @typedef {(typeof TARGETS)[number]} Target */

export const PATHS = {
  config: '/v1/util/currency-configuration',
  competitors: '/v2/utils/competitors-rates',
  /** Any template id is served: /trustbox-data/{templateId}. */
  reviewsPrefix: '/trustbox-data/',
};

/**
 * @typedef {object} Calls
 * @property {number} config
 * @property {number} competitors
 * @property {number} reviews
 * @property {number} unauthorized
 * @property {number} redirectFollowed
 */

/**
 * @typedef {object} RecordedRequest
 * @property {Target} endpoint
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {{ authorization?: string; tenant?: string | string[]; accept?: string }} headers
 * @property {boolean} authorized
 */

/**
 * Provider-shaped, and deliberately loose: tests serve malformed data through setData().
 * @typedef {{ configuration: unknown[]; competitors: unknown[]; reviews: unknown }} StandInData
 */

/**
 * @typedef {object} StandInOptions
 * @property {number} [port]
 * @property {string} [host]
 * @property {string} [key]
 * @property {string} [tenant]
 * @property {number} [slowMs]
 */

/**
 * @template T
 * @param {T} value
 * @returns {T}
 */
const clone = (value) => JSON.parse(JSON.stringify(value));
/** @returns {StandInData} */
const defaultData = () => ({
  configuration: clone(standInConfiguration),
  competitors: clone(standInCompetitorRates),
  reviews: clone(standInReviews),
});
/** @returns {Calls} */
const zeroCalls = () => ({ config: 0, competitors: 0, reviews: 0, unauthorized: 0, redirectFollowed: 0 });

/**
 * Starts the stand-in on 127.0.0.1; port 0 picks a free port.
 * @param {StandInOptions} [options]
 */
export async function startStandIn(options = {}) {
  const { port = 0, host = '127.0.0.1', key = KEY_SENTINEL, tenant = TENANT_SENTINEL } = options;
  /** @type {Record<Target, Fault | null>} */
  const faults = { config: null, competitors: null, reviews: null };
  let slowMs = options.slowMs ?? 1500;
  let calls = zeroCalls();
  /** @type {RecordedRequest[]} */
  let requests = [];
  let data = defaultData();
  let baseUrl = '';
  /** Bytes the 'huge' fault managed to send before the client hung up (or the whole body). */
  let streamedBytes = 0;

  /**
   * @param {Fault | null} fault
   * @param {Target | 'all'} [target]
   */
  function setFault(fault, target = 'all') {
    if (fault !== null && !FAULTS.includes(fault)) throw new Error(`Unknown fault ${fault}`);
    if (target !== 'all' && !TARGETS.includes(target)) throw new Error(`Unknown target ${target}`);
    for (const name of target === 'all' ? TARGETS : [target]) faults[name] = fault;
  }

  /**
   * @param {unknown} from @param {unknown} to @param {unknown} rate @param {unknown} [divisionOperator]
   */
  function setRate(from, to, rate, divisionOperator) {
    const code = /^[A-Za-z]{3}$/;
    if (typeof from !== 'string' || !code.test(from) || typeof to !== 'string' || !code.test(to))
      throw new Error('from and to must be currency codes');
    if (rate !== null && (typeof rate !== 'number' || !Number.isFinite(rate)))
      throw new Error('rate must be a finite number or null');
    if (divisionOperator !== undefined && typeof divisionOperator !== 'boolean')
      throw new Error('divisionOperator must be a boolean');
    const pairs = /** @type {Partial<UpstreamPair>[]} */ (data.configuration);
    const same = (/** @type {unknown} */ a, /** @type {string} */ b) =>
      typeof a === 'string' && a.toUpperCase() === b.toUpperCase();
    let pair = pairs.find((entry) => same(entry.from, from) && same(entry.to, to));
    if (!pair) {
      pair = { from, to, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 };
      pairs.push(pair);
    }
    pair.exchange_rate = /** @type {number} */ (rate ?? 0);
    if (divisionOperator !== undefined) pair.division_operator = divisionOperator;
    return pair;
  }

  function reset() {
    setFault(null);
    calls = zeroCalls();
    requests = [];
    data = defaultData();
    slowMs = options.slowMs ?? 1500;
    streamedBytes = 0;
  }

  /** @param {IncomingMessage} req @param {ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', baseUrl);
    const route = `${req.method} ${url.pathname}`;

    // HEAD too: Playwright's webServer probes its url that way.
    if (route === 'GET /health' || route === 'HEAD /health') return send(res, 200, { status: 'ok' });
    if (route === 'GET /__control/calls') return send(res, 200, calls);
    if (route === 'GET /__control/faults') return send(res, 200, faults);
    if (route === 'POST /__control/reset') {
      reset();
      return send(res, 200, { faults, calls });
    }
    if (route === 'POST /__control/fault') {
      try {
        const body = JSON.parse((await readBody(req)) || '{}');
        setFault(body.fault ?? null, body.target ?? 'all');
        if (typeof body.delayMs === 'number') slowMs = body.delayMs;
        return send(res, 200, { faults });
      } catch (error) {
        return send(res, 400, { error: error instanceof Error ? error.message : 'Bad request' });
      }
    }
    if (route === 'POST /__control/rate') {
      try {
        const body = JSON.parse((await readBody(req)) || '{}');
        return send(res, 200, { pair: setRate(body.from, body.to, body.rate, body.divisionOperator) });
      } catch (error) {
        return send(res, 400, { error: error instanceof Error ? error.message : 'Bad request' });
      }
    }
    if (route === 'GET /__redirect-target') {
      calls.redirectFollowed += 1;
      return send(res, 200, { data: { data: [] } });
    }

    /** @type {Target | undefined} */
    let endpoint;
    if (url.pathname === PATHS.config) endpoint = 'config';
    else if (url.pathname === PATHS.competitors) endpoint = 'competitors';
    else if (url.pathname.startsWith(PATHS.reviewsPrefix)) endpoint = 'reviews';
    if (!endpoint || req.method !== 'GET') return send(res, 404, { message: 'Not found' });

    const authorized =
      endpoint === 'reviews' ||
      (req.headers.authorization === `Bearer ${key}` && req.headers.tenant === tenant);
    calls[endpoint] += 1;
    requests.push({
      endpoint,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: {
        authorization: req.headers.authorization,
        tenant: req.headers.tenant,
        accept: req.headers.accept,
      },
      authorized,
    });
    if (!authorized) {
      calls.unauthorized += 1;
      return send(res, 401, { message: 'Unauthorized', canary: PROVIDER_BODY_CANARY });
    }

    const fault = faults[endpoint];
    if (fault === 'hang') return; // never answers; close() destroys the socket
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (fault === '500') return send(res, 500, { message: 'Internal error', canary: PROVIDER_BODY_CANARY });
    if (fault === '429') {
      return send(
        res,
        429,
        { message: 'Too many requests', canary: PROVIDER_BODY_CANARY },
        { 'retry-after': '1' },
      );
    }
    if (fault === '429-long') {
      return send(res, 429, { message: 'Too many requests' }, { 'retry-after': '30' });
    }
    if (fault === 'huge') return streamHuge(res, (bytes) => (streamedBytes += bytes));
    if (fault === 'redirect') {
      res.writeHead(302, { location: `${baseUrl}/__redirect-target`, 'content-type': 'text/plain' });
      return res.end(`Moved ${PROVIDER_BODY_CANARY}`);
    }
    if (fault === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(`{"data":{"data":[{"from":"USD","to":"NGN","${PROVIDER_BODY_CANARY}`);
    }
    if (fault === 'wrong-schema') {
      if (endpoint === 'reviews') return send(res, 200, { trustbox: { canary: PROVIDER_BODY_CANARY } });
      return send(res, 200, { data: { items: [{ canary: PROVIDER_BODY_CANARY }] } });
    }

    if (endpoint === 'config') return send(res, 200, { data: { data: data.configuration } });
    if (endpoint === 'competitors') {
      const from = url.searchParams.get('from')?.toUpperCase();
      const to = url.searchParams.get('to')?.toUpperCase();
      if (!from || !to) return send(res, 400, { message: 'from and to are required' });
      const matching = data.competitors.filter((entry) => {
        if (typeof entry !== 'object' || entry === null) return false;
        const fields = /** @type {Record<string, unknown>} */ (entry);
        return String(fields.from).toUpperCase() === from && String(fields.to).toUpperCase() === to;
      });
      return send(res, 200, { data: { data: matching } });
    }
    if (!url.searchParams.get('businessUnitId')) {
      return send(res, 400, { message: 'businessUnitId is required' });
    }
    return send(res, 200, data.reviews);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { message: 'Stand-in failure' });
    });
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    })
  );
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  baseUrl = `http://${host}:${actualPort}`;

  /** @type {StandIn} */
  const standIn = {
    url: baseUrl,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    setFault,
    setSlowMs: (ms) => {
      slowMs = ms;
    },
    calls: () => ({ ...calls }),
    streamedBytes: () => streamedBytes,
    requests: () => requests.map((request) => ({ ...request })),
    resetCalls: () => {
      calls = zeroCalls();
      requests = [];
    },
    reset,
    setRate: (from, to, rate, divisionOperator) => {
      setRate(from, to, rate, divisionOperator);
    },
    setData: (next) => {
      data = { ...data, ...clone(next) };
    },
  };
  return standIn;
}

/**
 * @typedef {object} StandIn
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} close Stops listening and drops open connections, hanging ones included.
 * @property {(fault: Fault | null, target?: Target | 'all') => void} setFault
 * @property {(ms: number) => void} setSlowMs Delay used by the 'slow' fault, in ms.
 * @property {() => Calls} calls
 * @property {() => number} streamedBytes Bytes sent by the 'huge' fault so far: a client that stops reading keeps
 *   this far below the body's size.
 * @property {() => RecordedRequest[]} requests Every provider and review call received, with the headers that matter
 *   (the key included: tests only).
 * @property {() => void} resetCalls
 * @property {() => void} reset
 * @property {(from: string, to: string, rate: number | null, divisionOperator?: boolean) => void} setRate Sets one
 *   pair's rate until reset(), as POST /__control/rate does.
 * @property {(data: Partial<StandInData>) => void} setData Replaces part of the served data (provider-shaped) until
 *   reset().
 */

/**
 * A 200 with a JSON body of HUGE_BODY_BYTES, without Content-Length, sent as fast as the client reads it: a provider
 * gone wrong. Stops when the client hangs up.
 * @param {ServerResponse} res
 * @param {(bytes: number) => void} counted
 */
function streamHuge(res, counted) {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.from(`${'{"pad":"x"},'.repeat(5_000)}`);
  let sent = 0;
  res.write('{"data":{"data":[');
  const more = () => {
    while (sent < HUGE_BODY_BYTES && !res.destroyed) {
      sent += chunk.length;
      counted(chunk.length);
      if (!res.write(chunk)) return res.once('drain', more);
    }
    if (!res.destroyed) res.end('{}]}}');
  };
  res.on('close', () => res.removeAllListeners('drain'));
  more();
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('Body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      key: { type: 'string' },
      tenant: { type: 'string' },
      fault: { type: 'string' },
      'fault-target': { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? STAND_IN_PORT);
  const standIn = await startStandIn({ port, host: values.host, key: values.key, tenant: values.tenant });
  if (values.fault) {
    // As typed on the command line: setFault refuses a fault or target it does not know.
    const fault = /** @type {Fault} */ (values.fault);
    standIn.setFault(fault, /** @type {Target | 'all'} */ (values['fault-target'] ?? 'all'));
  }
  console.log(`Stand-in provider listening on ${standIn.url}`);
  console.log(
    `  rates:   ${PATHS.config}, ${PATHS.competitors}?from=USD&to=NGN (bearer key and Tenant checked)`,
  );
  console.log(`  reviews: ${PATHS.reviewsPrefix}{templateId}?businessUnitId=…`);
  console.log(
    '  control: POST /__control/fault, POST /__control/rate, GET /__control/calls, POST /__control/reset',
  );
  const stop = () => standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invokedAs = process.argv[1];
if (invokedAs && import.meta.url === pathToFileURL(path.resolve(invokedAs)).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
