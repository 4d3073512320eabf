import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { consoleIsOn } from './lib/console/console-settings';
import { canonicalConverterSearch } from './lib/converter/canonical-query';
import { LANDING_QUERY_HEADER, landingLocale, landingQueryPath } from './lib/converter/landing-query';
import { routing } from './lib/i18n/routing';
import { nextProcess } from './lib/env';
import { createNonce, documentPolicy } from './lib/security/csp';
import { nonDocumentPolicy } from './lib/security/headers';
import { isCachedPage, isUnknownSocialCard } from './lib/security/page-kinds';
import { isMalformedPath, malformedPathResponse, refusePageRequest } from './lib/security/request-guard';

const handleLocale = createMiddleware(routing);

const { isDev, isVercel } = nextProcess;

// Public files, metadata routes (robots.txt, sitemap.xml, icons) and the OG images have no locale to resolve: the
// i18n proxy would redirect /en/opengraph-image to a path that does not exist.
const localeFreePath = /(\.[^/]+|\/(opengraph|twitter)-image[^/]*\/[^/]+)$/;
const NOT_FOUND_PAGE = '/_not-found';
/** Paths the proxy sees only with a percent sign or a body (config.matcher below): routes and build assets. */
const nonPagePath = /^\/(?:api(?:\/|$)|_next\/)/;
const buildAssetPath = /^\/_next\//;
/** The platform's own paths on Vercel (analytics, speed insights); nothing of ours lives there. */
const platformPath = /^\/_vercel(?:\/|$)/;
/** The console: English, per request, never cached or indexed, and absent (404) while it is off. */
const consolePath = /^\/admin(?:\/|$)/;
const consoleHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The path Next renders for this request: the i18n rewrite target (/terms → /en/terms), or the path itself. */
function renderedPath(request: NextRequest, response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
}

/**
 * The landing page asked for with converter state in its query is rendered per request by its own route (the page
 * at `/` is served from cache and cannot read the query): the same rewrite next-intl made, to that route instead,
 * with what next-intl added for the visitor (its locale cookie) kept.
 */
function rewriteLandingQuery(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response; // a redirect (/en → /): the next request is judged anew
  const rendered = renderedPath(request, response);
  const target = landingQueryPath(rendered, request.nextUrl.searchParams);
  if (!target) return response;
  // A query the page would read differently from how it is written gets its one address first, so no spelling buys
  // a render of its own. Posts (the waitlist's action, posted to the page's own URL) are never redirected.
  const canonical = isReadOnly(request)
    ? canonicalConverterSearch(request.nextUrl.searchParams, landingLocale(rendered)!)
    : undefined;
  if (canonical !== undefined)
    return NextResponse.redirect(new URL(`${request.nextUrl.pathname}${canonical}`, request.url), 308);
  const headers = new Headers(request.headers);
  headers.set(LANDING_QUERY_HEADER, '1');
  const rewritten = NextResponse.rewrite(new URL(`${target}${request.nextUrl.search}`, request.url), {
    request: { headers },
  });
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}

function isReadOnly(request: NextRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function bareResponse(status: number, text: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': nonDocumentPolicy,
      ...headers,
    },
  });
}

async function refuseConsoleRequest(request: NextRequest): Promise<NextResponse | null> {
  if (!consoleIsOn()) return bareResponse(404, 'Not found.', consoleHeaders);
  const refused = await refusePageRequest(request);
  if (!refused) return null;
  const answer = new NextResponse(refused.body, { status: refused.status, headers: refused.headers });
  for (const [name, value] of Object.entries(consoleHeaders)) answer.headers.set(name, value);
  answer.headers.set('Content-Security-Policy', nonDocumentPolicy);
  return answer;
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isMalformedPath(pathname)) {
    const answer = malformedPathResponse(pathname);
    answer.headers.set('Content-Security-Policy', documentPolicy({ cached: true }));
    return answer;
  }
  // Next takes a post with a form type or an action id anywhere for a Server Action, and one under /_next fails its
  // decoder (500): nothing there takes a post.
  if (buildAssetPath.test(pathname) && !isReadOnly(request))
    return bareResponse(405, `Method ${request.method} is not allowed here.`, { Allow: 'GET, HEAD' });
  if (isUnknownSocialCard(pathname)) return bareResponse(404, 'Not found.');
  if (nonPagePath.test(pathname)) return NextResponse.next();
  // Self-hosted, nothing answers under /_vercel: Next would render a page for a locale named "_vercel", unguarded.
  if (platformPath.test(pathname)) return isVercel ? NextResponse.next() : bareResponse(404, 'Not found.');
  const isConsole = consolePath.test(pathname);
  const refused = isConsole ? await refuseConsoleRequest(request) : await refusePageRequest(request);
  if (refused) return refused;

  // Only this proxy may ask for the landing page's per-request route (below).
  request.headers.delete(LANDING_QUERY_HEADER);
  const nonce = createNonce();
  const noncePolicy = documentPolicy({ nonce }, { isDev });
  // Next reads the nonce from the request's policy and puts it on every script it renders; x-nonce is for ours.
  request.headers.set('content-security-policy', noncePolicy);
  request.headers.set('x-nonce', nonce);

  const isLocaleFree = localeFreePath.test(pathname) || isConsole;
  const response = isLocaleFree
    ? NextResponse.next({ request: { headers: request.headers } })
    : rewriteLandingQuery(request, handleLocale(request));

  // A missing file is answered with the 404 page built once (/_not-found: the landing page's route takes only the
  // built languages, so a file name never renders as one), so files carry that page's policy.
  const isFile = isLocaleFree && !isConsole;
  const isCached = !isDev && isCachedPage(isFile ? NOT_FOUND_PAGE : renderedPath(request, response));
  response.headers.set('Content-Security-Policy', isCached ? documentPolicy({ cached: true }) : noncePolicy);
  if (isConsole)
    for (const [name, value] of Object.entries(consoleHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page and public file, and /_vercel (the platform's on Vercel, a 404 elsewhere); route handlers (/api) and
  // Next's build assets get their headers from next.config.ts.
  // Any path with a percent sign too, so that one Next cannot decode never reaches its router; and a request under
  // /_next with a body type or an action id (never an asset's GET), so that no post reaches Next's action decoder.
  matcher: [
    '/((?!api(?:/|$)|_next/).*)',
    '/(.*%.*)',
    { source: '/_next/:path*', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/_next/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
