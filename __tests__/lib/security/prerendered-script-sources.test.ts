/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  createPrerenderedScriptSources,
  inlineScriptHashes,
  inlineStyleHashes,
} from '@/lib/security/prerendered-script-sources';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><p>Terms</p>${scripts}</body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, once, in order', () => {
    const html = page(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
        '<script id="_R_">self.__next_f.push([1,"a\\"b <\\/p>"])</script>' +
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('self.__next_f.push([1,"a\\"b <\\/p>"])'),
    ]);
  });

  it('leaves out scripts with a src, data blocks and empty elements', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>' +
        '<script></script>' +
        '<script type="module">import("/m.js")</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/m.js")')]);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes each inlined stylesheet exactly as written, once, in order, and skips empty ones', () => {
    const css = ':root{--ink:#0f1d2b}body{margin:0}';
    const html =
      `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/a.css /b.css">${css}</style>` +
      `<style>.x{color:red}</style><style></style><style data-precedence="next">${css}</style></head>` +
      '<body><p style="color:red">Terms</p></body></html>';
    expect(inlineStyleHashes(html)).toEqual([sha256(css), sha256('.x{color:red}')]);
  });
});

describe('createPrerenderedScriptSources', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tuma-dist-'));
    mkdirSync(path.join(distDir, 'server/app/en'), { recursive: true });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const writeManifest = (routes: Record<string, object>, dynamicRoutes: Record<string, object> = {}) =>
    writeFileSync(
      path.join(distDir, 'prerender-manifest.json'),
      JSON.stringify({ version: 4, routes, dynamicRoutes }),
    );

  it('answers the hashes of a page built once, and nothing for pages rendered per request', () => {
    writeManifest({
      '/en/terms': { routeType: 'page', initialRevalidateSeconds: false },
      '/robots.txt': { routeType: 'route', initialRevalidateSeconds: false },
    });
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>one()</script>'));
    const sourcesOf = createPrerenderedScriptSources(distDir);
    expect(sourcesOf('/en/terms')).toEqual({ hashes: [sha256('one()')], styleHashes: [] });
    // / is not in the manifest at all; route handlers are not documents.
    expect(sourcesOf('/en')).toBeUndefined();
    expect(sourcesOf('/robots.txt')).toBeUndefined();
  });

  it('answers the hashes of the stylesheets a page built once carries inline', () => {
    writeManifest({ '/fr/terms': { routeType: 'page', initialRevalidateSeconds: false } });
    mkdirSync(path.join(distDir, 'server/app/fr'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'server/app/fr/terms.html'),
      page('<script>one()</script>').replace(
        '<head></head>',
        '<head><style data-precedence="next">p{margin:0}</style></head>',
      ),
    );
    expect(createPrerenderedScriptSources(distDir)('/fr/terms')).toEqual({
      hashes: [sha256('one()')],
      styleHashes: [sha256('p{margin:0}')],
    });
  });

  it('marks regenerated pages, and every other path of a route Next caches, as revalidated', () => {
    writeManifest(
      {
        '/en/convert': { routeType: 'page', initialRevalidateSeconds: 60, srcRoute: '/[locale]/convert' },
        '/en/convert/usd-to-ngn': {
          routeType: 'page',
          initialRevalidateSeconds: 60,
          srcRoute: '/[locale]/convert/[pair]',
        },
        '/en/terms': { routeType: 'page', initialRevalidateSeconds: false, srcRoute: '/[locale]/terms' },
      },
      {
        '/[locale]/convert/[pair]': { routeRegex: '^/([^/]+?)/convert/([^/]+?)(?:/)?$' },
        '/[locale]/terms': { routeRegex: '^/([^/]+?)/terms(?:/)?$' },
      },
    );
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>one()</script>'));
    const sourcesOf = createPrerenderedScriptSources(distDir);
    expect(sourcesOf('/en/convert')).toEqual({ revalidated: true });
    expect(sourcesOf('/en/convert/usd-to-ngn')).toEqual({ revalidated: true });
    // Added to the configuration after the build: rendered on its first visit, then cached like its siblings.
    expect(sourcesOf('/fr/convert/eur-to-ghs')).toEqual({ revalidated: true });
    // The page built once keeps its hashes; another path of its route is rendered once and cached (a 404 here).
    expect(sourcesOf('/en/terms')).toEqual({ hashes: [sha256('one()')], styleHashes: [] });
    expect(sourcesOf('/de/terms')).toEqual({ revalidated: true });
    // Rendered per request: not a dynamic route of the manifest.
    expect(sourcesOf('/en')).toBeUndefined();
  });

  it('treats a cached route as such even when the build generated none of its pages', () => {
    // The provider was unreachable during the build: no pair page was generated, each is rendered on first visit.
    writeManifest({}, { '/[locale]/convert/[pair]': { routeRegex: '^/([^/]+?)/convert/([^/]+?)(?:/)?$' } });
    expect(createPrerenderedScriptSources(distDir)('/en/convert/usd-to-ngn')).toEqual({ revalidated: true });
  });

  it('reads the build output once per page', () => {
    writeManifest({ '/en/terms': { routeType: 'page', initialRevalidateSeconds: false } });
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>one()</script>'));
    const sourcesOf = createPrerenderedScriptSources(distDir);
    expect(sourcesOf('/en/terms')).toEqual({ hashes: [sha256('one()')], styleHashes: [] });
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>changed()</script>'));
    expect(sourcesOf('/en/terms')).toEqual({ hashes: [sha256('one()')], styleHashes: [] });
  });

  it('treats every page as rendered per request when there is no build (next dev)', () => {
    expect(createPrerenderedScriptSources(distDir)('/en/terms')).toBeUndefined();
  });
});
