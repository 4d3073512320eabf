import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import type { ScriptSources } from './csp';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The CSP hash sources ('sha256-…', without quotes) of the non-empty `bodies`, first seen first, each once. */
function hashSources(bodies: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const body of bodies) {
    if (body !== '') hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The CSP hash sources ('sha256-…', without quotes) of the inline scripts a browser would run in `html`, first
 * seen first. Scripts with a src, and data blocks such as JSON-LD, need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const runnable = [...html.matchAll(scriptElement)].filter(([, attributes = '']) => {
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase() ?? '';
    return !srcAttribute.test(attributes) && executableTypes.has(type);
  });
  return hashSources(runnable.map(([, , body = '']) => body));
}

/** The CSP hash sources of the `<style>` elements in `html` (the stylesheets Next inlines), first seen first. */
export function inlineStyleHashes(html: string): string[] {
  return hashSources([...html.matchAll(styleElement)].map(([, body = '']) => body));
}

// The part of Next's .next/prerender-manifest.json we read: every page generated at build time, and the dynamic
// routes whose other paths Next renders on their first visit and then serves from its cache.
const prerenderManifestSchema = z.object({
  routes: z.record(
    z.string(),
    z.looseObject({
      routeType: z.string().optional(),
      initialRevalidateSeconds: z.union([z.number(), z.literal(false)]).optional(),
    }),
  ),
  dynamicRoutes: z.record(z.string(), z.looseObject({ routeRegex: z.string() })).default({}),
});

type PrerenderedPages = {
  /** Written as HTML by `next build` and never regenerated. */
  fixed: Set<string>;
  /**
   * Served from Next's cache and regenerated: pages built with a revalidate window, and any path of a route Next
   * caches (a pair added to the configuration after the build, or every pair when the build could not reach the
   * provider). Rendered once for many visitors, such a page can never carry a visitor's nonce.
   */
  cached: (page: string) => boolean;
};

const nothingPrerendered: PrerenderedPages = { fixed: new Set(), cached: () => false };

function readPrerenderedPages(distDir: string): PrerenderedPages {
  let manifest: z.infer<typeof prerenderManifestSchema>;
  try {
    manifest = prerenderManifestSchema.parse(
      JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')),
    );
  } catch {
    // No build yet (next dev): every page is rendered per request, so every page can take a nonce.
    return nothingPrerendered;
  }
  const pages = Object.entries(manifest.routes).filter(([, route]) => route.routeType !== 'route');
  const fixed = new Set(
    pages.filter(([, route]) => route.initialRevalidateSeconds === false).map(([page]) => page),
  );
  const revalidated = new Set(
    pages.filter(([, route]) => typeof route.initialRevalidateSeconds === 'number').map(([page]) => page),
  );
  // Pages rendered per request (/, /app, the catch-all 404) are not dynamic routes of this manifest.
  const cachedRoutes = Object.values(manifest.dynamicRoutes).map(({ routeRegex }) => new RegExp(routeRegex));
  return {
    fixed,
    cached: (page) => revalidated.has(page) || cachedRoutes.some((route) => route.test(page)),
  };
}

type PageHashes = { hashes: string[]; styleHashes: string[] };

function readPageHashes(distDir: string, page: string): PageHashes | undefined {
  const file = path.join(distDir, 'server', 'app', `${page === '/' ? '/index' : page}.html`);
  try {
    const html = readFileSync(file, 'utf8');
    return { hashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) };
  } catch {
    return undefined;
  }
}

export type PrerenderedScriptSources = (page: string) => ScriptSources | undefined;

/**
 * Where the scripts of a page generated ahead of requests may come from, by its rendered path ('/en/terms'):
 * - built once: the hashes of its inline bootstrap scripts and inlined stylesheets (read from the build output once
 *   per page, then kept);
 * - served from Next's cache and regenerated (ISR, or a path of a cached route rendered on its first visit):
 *   `{ revalidated: true }`, as its inline scripts change with each regeneration;
 * - rendered per request: undefined (the caller gives it a nonce).
 */
export function createPrerenderedScriptSources(distDir: string): PrerenderedScriptSources {
  let pages: PrerenderedPages | undefined;
  const hashesByPage = new Map<string, PageHashes | undefined>();
  return (page) => {
    pages ??= readPrerenderedPages(distDir);
    if (pages.fixed.has(page)) {
      if (!hashesByPage.has(page)) hashesByPage.set(page, readPageHashes(distDir, page));
      const hashes = hashesByPage.get(page);
      if (hashes) return hashes;
    }
    return pages.cached(page) ? { revalidated: true } : undefined;
  };
}
