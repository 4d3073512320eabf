// A stand-in for a Plausible server: a real HTTP server on loopback that keeps every event posted to /api/event, as
// Plausible's own does (202, CORS for any origin). Tests read what a page sent through events() and waitForEvent().
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
import http from 'node:http';
import { once } from 'node:events';

/**
 * @typedef {object} PlausibleEvent
 * @property {string} n event name ("pageview", "Converter used", …)
 * @property {string} u the page's URL as sent
 * @property {string} d the site's domain
 * @property {string | null} [r] referrer
 * @property {Record<string, string>} [p] properties
 */

/**
 * @typedef {object} ReceivedEvent
 * @property {PlausibleEvent} body
 * @property {string} raw the body as received, to look for text that must never be in it
 * @property {Record<string, string | string[] | undefined>} headers
 */

/** @param {IncomingMessage} request */
async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * Starts it on 127.0.0.1 (`port`, else a free one).
 * @param {{ port?: number }} [options]
 */
export async function startPlausibleStandIn({ port = 0 } = {}) {
  /** @type {ReceivedEvent[]} */
  const received = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();

  /** @param {IncomingMessage} request @param {ServerResponse} response */
  async function handle(request, response) {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method !== 'POST' || request.url !== '/api/event') return response.writeHead(404).end();
    const raw = await readBody(request);
    try {
      received.push({ body: JSON.parse(raw), raw, headers: request.headers });
    } catch {
      return response.writeHead(400).end('bad json');
    }
    for (const wake of waiters) wake();
    response.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
  }

  const server = http.createServer((request, response) => void handle(request, response));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    origin: `http://127.0.0.1:${address.port}`,
    events: () => [...received],
    clear: () => void received.splice(0),
    /**
     * Resolves with the first event `match` accepts, received so far or within `timeoutMs`.
     * @param {(event: ReceivedEvent) => boolean} match
     */
    async waitForEvent(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no such Plausible event in ${timeoutMs} ms; received: ${JSON.stringify(received.map((e) => e.body))}`,
          );
        await new Promise((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve(undefined);
          };
          waiters.add(wake);
          setTimeout(wake, left);
        });
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
