import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { routing } from './lib/i18n/routing';
import { createNonce, documentPolicy } from './lib/security/csp';
import { nextProcess } from './lib/env';
import { createPrerenderedScriptSources } from './lib/security/prerendered-script-sources';

const handleLocale = createMiddleware(routing);

const { isDev } = nextProcess;
const prerenderedSources = createPrerenderedScriptSources(nextProcess.distDir);

// Public files, metadata routes (robots.txt, sitemap.xml, icons) and the OG images have no locale to resolve: the
// i18n proxy would redirect /en/opengraph-image to a path that does not exist.
const localeFreePath = /(\.[^/]+|\/(opengraph|twitter)-image[^/]*\/[^/]+)$/;

/** The path Next renders for this request: the i18n rewrite target (/terms → /en/terms), or the path itself. */
function renderedPath(request: NextRequest, response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
}

export default function proxy(request: NextRequest) {
  const nonce = createNonce();
  const noncePolicy = documentPolicy({ nonce }, { isDev });
  // Next reads the nonce from the request's policy and puts it on every script it renders; x-nonce is for ours.
  request.headers.set('content-security-policy', noncePolicy);
  request.headers.set('x-nonce', nonce);

  const isLocaleFree = localeFreePath.test(request.nextUrl.pathname);
  const response = isLocaleFree
    ? NextResponse.next({ request: { headers: request.headers } })
    : handleLocale(request);

  // A missing file is answered with a 404 page rendered per request, so files carry the nonce policy too.
  const prerendered = isDev || isLocaleFree ? undefined : prerenderedSources(renderedPath(request, response));
  response.headers.set('Content-Security-Policy', prerendered ? documentPolicy(prerendered) : noncePolicy);
  return response;
}

export const config = {
  // Every page and public file; route handlers (/api) and Next's build assets get their headers from next.config.mjs.
  matcher: '/((?!api(?:/|$)|_next/|_vercel).*)',
};
