import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP hash sources ('sha256-…', without quotes) of the inline scripts a browser would run in `html`, first
 * seen first. Scripts with a src, and data blocks such as JSON-LD, need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

// The part of Next's .next/prerender-manifest.json we read: every page generated at build time.
const prerenderManifestSchema = z.object({
  routes: z.record(
    z.string(),
    z.looseObject({
      routeType: z.string().optional(),
      initialRevalidateSeconds: z.union([z.number(), z.literal(false)]).optional(),
    }),
  ),
});

/**
 * Pages `next build` wrote as HTML and never regenerates. Pages with a revalidate window are left out: their HTML
 * changes after the build, so hashes taken now would block their scripts later.
 */
function readStaticPages(distDir: string): Set<string> {
  try {
    const manifest = prerenderManifestSchema.parse(
      JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')),
    );
    return new Set(
      Object.entries(manifest.routes)
        .filter(([, route]) => route.routeType !== 'route' && route.initialRevalidateSeconds === false)
        .map(([page]) => page),
    );
  } catch {
    // No build yet (next dev): every page is rendered per request, so every page can take a nonce.
    return new Set();
  }
}

function readPageHashes(distDir: string, page: string): string[] | undefined {
  const file = path.join(distDir, 'server', 'app', `${page === '/' ? '/index' : page}.html`);
  try {
    return inlineScriptHashes(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export type StaticPageHashes = (page: string) => string[] | undefined;

/**
 * Looks up the inline-script hashes of a page generated at build time, by its rendered path ('/en/terms'); undefined
 * for a page rendered per request. Reads the build output once per page and keeps the answer for the process.
 */
export function createStaticPageHashes(distDir: string): StaticPageHashes {
  let staticPages: Set<string> | undefined;
  const hashesByPage = new Map<string, string[] | undefined>();
  return (page) => {
    staticPages ??= readStaticPages(distDir);
    if (!staticPages.has(page)) return undefined;
    if (!hashesByPage.has(page)) hashesByPage.set(page, readPageHashes(distDir, page));
    return hashesByPage.get(page);
  };
}
