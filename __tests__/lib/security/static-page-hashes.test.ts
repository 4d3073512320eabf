/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createStaticPageHashes, inlineScriptHashes } from '@/lib/security/static-page-hashes';

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

describe('createStaticPageHashes', () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tuma-dist-'));
    mkdirSync(path.join(distDir, 'server/app/en'), { recursive: true });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const writeManifest = (routes: Record<string, object>) =>
    writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }));

  it('answers the hashes of a page built once, and nothing for pages rendered per request', () => {
    writeManifest({
      '/en/terms': { routeType: 'page', initialRevalidateSeconds: false },
      '/en/news': { routeType: 'page', initialRevalidateSeconds: 60 },
      '/robots.txt': { routeType: 'route', initialRevalidateSeconds: false },
    });
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>one()</script>'));
    writeFileSync(path.join(distDir, 'server/app/en/news.html'), page('<script>two()</script>'));
    const hashesOf = createStaticPageHashes(distDir);
    expect(hashesOf('/en/terms')).toEqual([sha256('one()')]);
    // Regenerated pages change after the build; / is not in the manifest at all.
    expect(hashesOf('/en/news')).toBeUndefined();
    expect(hashesOf('/en')).toBeUndefined();
    expect(hashesOf('/robots.txt')).toBeUndefined();
  });

  it('reads the build output once per page', () => {
    writeManifest({ '/en/terms': { routeType: 'page', initialRevalidateSeconds: false } });
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>one()</script>'));
    const hashesOf = createStaticPageHashes(distDir);
    expect(hashesOf('/en/terms')).toEqual([sha256('one()')]);
    writeFileSync(path.join(distDir, 'server/app/en/terms.html'), page('<script>changed()</script>'));
    expect(hashesOf('/en/terms')).toEqual([sha256('one()')]);
  });

  it('treats every page as rendered per request when there is no build (next dev)', () => {
    expect(createStaticPageHashes(distDir)('/en/terms')).toBeUndefined();
  });
});
