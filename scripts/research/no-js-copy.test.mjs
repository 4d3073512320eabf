// node --test scripts/research/   (by hand, not part of npm test: what the no-JS copies take out, and what they serve)
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';

import { startNoJsServer, withoutScripts } from './no-js-copy.mjs';
/** @import { IncomingMessage, OutgoingHttpHeaders, Server } from 'node:http' */
/** @import { NoJsServer } from './no-js-copy.mjs' */

// The shape of a document Next 16 writes: async chunks and a script preload in the head, the RSC payload and the
// bootstrap as inline scripts at the end of the body; a font preload and an inline stylesheet that must stay.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>',
  '<style data-precedence="next">h1{color:red}</style>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><h1>Terms</h1><p>Text with the word script in it.</p>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003c/script\\u003e\\"}]"])</script>',
  '<script id="_R_">(self.TURBOPACK ||= []).push({})</script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  const stripped = withoutScripts(page);

  it('takes out every script element, inline or not, and every script preload', () => {
    assert.doesNotMatch(stripped, /<script/i);
    assert.doesNotMatch(stripped, /as="script"/);
    assert.doesNotMatch(stripped, /modulepreload/);
    assert.doesNotMatch(stripped, /__next_f|TURBOPACK|chunks\//);
  });

  it('keeps everything else as it was: font preload, stylesheet, content', () => {
    assert.equal(
      stripped,
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
        '<style data-precedence="next">h1{color:red}</style>' +
        '</head><body><h1>Terms</h1><p>Text with the word script in it.</p></body></html>',
    );
  });

  it('leaves a document without scripts unchanged', () => {
    assert.equal(withoutScripts(stripped), stripped);
  });
});

describe('startNoJsServer', () => {
  const asset = Buffer.from('console.log("chunk")');
  /** @type {Server} */
  let site;
  /** @type {NoJsServer} */
  let copies;
  /** @type {string} */
  let base;

  before(async () => {
    // A stand-in for the site: one HTML page, one asset.
    site = http.createServer((request, response) => {
      if (request.url === '/terms') {
        // Compressed when asked, as Next does: the copy must ask for it uncompressed to rewrite it.
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'x-site': 'yes',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(gzip ? zlib.gzipSync(page) : page);
      } else if (request.url === '/_next/static/chunks/b.js') {
        response.writeHead(200, { 'content-type': 'application/javascript', 'content-length': asset.length });
        response.end(asset);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('missing');
      }
    });
    await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(undefined)));
    const siteAddress = site.address();
    if (!siteAddress || typeof siteAddress === 'string')
      throw new Error('the stand-in site has no TCP address');
    copies = await startNoJsServer({ upstream: `http://127.0.0.1:${siteAddress.port}`, port: 0 });
    base = `http://127.0.0.1:${copies.port}`;
  });

  after(async () => {
    await copies.stop();
    await new Promise((resolve) => site.close(resolve));
  });

  /**
   * @param {string} path
   * @param {OutgoingHttpHeaders} headers
   * @returns {Promise<{ response: IncomingMessage, body: Buffer }>}
   */
  const get = (path, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('serves a document without its scripts, gzipped, with the site’s own headers', async () => {
    const { response, body } = await get('/terms', { accept: 'text/html', 'accept-encoding': 'gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['x-site'], 'yes');
    assert.equal(Number(response.headers['content-length']), body.length);
    assert.equal(zlib.gunzipSync(body).toString(), withoutScripts(page));
  });

  it('passes other requests through untouched', async () => {
    const { response, body } = await get('/_next/static/chunks/b.js', { accept: '*/*' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(body, asset);
    assert.equal((await get('/nowhere', { accept: '*/*' })).response.statusCode, 404);
  });
});
