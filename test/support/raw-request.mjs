/** @import { Agent, IncomingHttpHeaders } from 'node:http' */
import http from 'node:http';
import https from 'node:https';

/**
 * @typedef {object} RawResponse
 * @property {number} status
 * @property {IncomingHttpHeaders} headers
 * @property {string} text
 * @property {boolean} reusedSocket
 */

/**
 * @typedef {object} RawRequestOptions
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string | Buffer} [body]
 * @property {string} [localAddress]
 * @property {Agent | false} [agent]
 * @property {number} [timeoutMs]
 */

/**
 * One HTTP request as written, for tests that must send what fetch() would refuse or rewrite: a path with raw
 * escapes, any header, a chosen source address. Redirects are not followed; over https, a self-signed certificate is
 * accepted. Resolves with the status, the headers, the body as text and whether a kept-alive socket was reused.
 * @param {string} url
 * @param {RawRequestOptions} [options]
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(
  url,
  { method = 'GET', headers = {}, body, localAddress, agent = false, timeoutMs = 30_000 } = {},
) {
  const target = new URL(url);
  const { request } = target.protocol === 'https:' ? https : http;
  // As given: URL() keeps a path's escapes, but the raw string is what the test means. A bare origin asks for /.
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const path = pathStart === -1 ? `/${target.search}` : url.slice(pathStart);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        localAddress,
        agent,
        timeout: timeoutMs,
        rejectUnauthorized: false,
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            // Only a server's incoming request lacks it; a response to ours always has one.
            status: /** @type {number} */ (response.statusCode),
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: outgoing.reusedSocket,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)),
    );
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}
