// The site's pages with no JavaScript at all: a research tool (docs/performance.md, "Where the misses come from"), not
// a page we serve.
//
//   node scripts/research/no-js-copy.mjs --upstream http://localhost:3200 [--port 3203]
//   npx lhci collect --url=http://127.0.0.1:3203/terms --url=http://localhost:3200/terms -n 5   (in another shell)
// Each document is the one the site serves, with every <script> (Next's chunks, its inline bootstrap and
// the RSC payload) and every script preload taken out; everything else (the inline stylesheet, the font and its
// preload, images) is left as it is, and every other request is passed through to the site untouched. What such a
// page measures is the part of a page's LCP and TBT that no work on our JavaScript can remove.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
/** @import { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http' */

/**
 * @typedef {object} NoJsServer
 * @property {string} name
 * @property {string} logFile
 * @property {number} port
 * @property {() => boolean} isRunning
 * @property {() => Promise<void>} stop
 */

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;

/**
 * The document without its scripts and script preloads; everything else byte for byte.
 * @param {string} html
 * @returns {string}
 */
export function withoutScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_PRELOAD, '').replace(MODULE_PRELOAD, '');
}

/**
 * Headers of an upstream response that stay true of the body we send instead.
 * @param {IncomingHttpHeaders} headers
 * @returns {OutgoingHttpHeaders}
 */
function passedHeaders(headers) {
  const dropped = new Set([
    'content-length',
    'content-encoding',
    'transfer-encoding',
    'connection',
    'keep-alive',
  ]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

/** @param {IncomingMessage} request */
const isDocumentRequest = (request) =>
  request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * Serves `upstream` (an http origin) on `port` with the documents' scripts removed. Documents are compressed as Next
 * compresses them (gzip), so their transfer sizes compare with the site's. Resolves to a handle with stop().
 * @param {{ upstream: string, port: number, host?: string }} options
 * @returns {Promise<NoJsServer>}
 */
export function startNoJsServer({ upstream, port, host = '127.0.0.1' }) {
  const origin = new URL(upstream);
  const server = http.createServer((request, response) => {
    const document = isDocumentRequest(request);
    const headers = { ...request.headers, host: origin.host };
    // A document is read whole and uncompressed, to be rewritten; anything else is relayed as the site sent it.
    if (document) headers['accept-encoding'] = 'identity';
    const forward = http.request(
      { hostname: origin.hostname, port: origin.port, path: request.url, method: request.method, headers },
      (upstreamResponse) => {
        const html = document && /\btext\/html\b/.test(upstreamResponse.headers['content-type'] ?? '');
        if (!html) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        upstreamResponse.on('data', (chunk) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          let body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString('utf8')));
          const outHeaders = passedHeaders(upstreamResponse.headers);
          if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
            body = zlib.gzipSync(body);
            outHeaders['content-encoding'] = 'gzip';
          }
          outHeaders['content-length'] = String(body.length);
          response.writeHead(upstreamResponse.statusCode ?? 502, outHeaders);
          response.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`no-JS copy: the site did not answer (${error.message})`);
    });
    request.pipe(forward);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      // Listening on a host and port gives an AddressInfo; a string would be a pipe or socket path.
      if (!address || typeof address === 'string') {
        reject(new Error(`no-JS copy: expected a TCP address, got ${JSON.stringify(address)}`));
        return;
      }
      resolve({
        name: 'no-JS copies',
        logFile: 'the benchmark’s own output',
        port: address.port,
        isRunning: () => server.listening,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', default: 'http://localhost:3200' },
      port: { type: 'string', default: '3203' },
    },
  });
  const copies = await startNoJsServer({ upstream: values.upstream, port: Number(values.port) });
  console.log(`No-JS copies of ${values.upstream} on http://127.0.0.1:${copies.port}; Ctrl+C to stop.`);
}
