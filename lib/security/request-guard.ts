import { localizedPath } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';

import { ACTION_BODY_LIMIT_BYTES } from './request-limits';

const ACTION_BODY_MAX_DEPTH = 8;

/** `/%25` is `/%` once decoded: next-intl decodes the path for its rewrite, then Next's router again. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return false;
  } catch {
    return true;
  }
}

const malformedCopy = {
  en: {
    title: 'This address cannot be read',
    body: 'It holds characters that do not make a valid web address. Check the link, or go to the',
    home: 'home page',
  },
  fr: {
    title: 'Cette adresse est illisible',
    body: 'Elle contient des caractères qui ne forment pas une adresse web valide. Vérifiez le lien, ou allez à la',
    home: 'page d’accueil',
  },
} as const;

/** Next's router answers these with a 500, even through a rewrite to our 404, so the proxy answers itself. */
export function malformedPathResponse(pathname: string): Response {
  const [, first] = pathname.split('/');
  const locale = routing.locales.find((candidate) => candidate === first) ?? routing.defaultLocale;
  const copy = malformedCopy[locale];
  const home = localizedPath('/', locale);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${copy.title} · Tuma</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#0f1d2b;max-width:34rem;margin:18vh auto;padding:0 1.5rem}
a{color:#0b6e4f}</style></head>
<body><main><h1>${copy.title}</h1><p>${copy.body} <a href="${home}">${copy.home}</a>.</p></main></body></html>
`;
  return new Response(html, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function reject(status: number, reason: string, headers: Record<string, string> = {}): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

// `$Q0`, `$@1`, `$K` point at parts of a multipart reply, which a text body lacks: React's decoder 500s.
const plainReplyValue = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|n-?\d+$|D.)/;

function problemWith(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.startsWith('$') && !plainReplyValue.test(item))
        return 'The request body refers to parts it lacks.';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > ACTION_BODY_MAX_DEPTH) return 'The request body is nested too deeply.';
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return null;
}

export async function refusePageRequest(request: Request): Promise<Response | null> {
  const { method, headers } = request;
  if (method === 'GET' || method === 'HEAD') return null;
  const allow = { Allow: 'GET, HEAD, POST' };
  if (method !== 'POST') return reject(405, `Method ${method} is not allowed here.`, allow);
  if (!headers.has('next-action')) return reject(405, 'Pages accept no form posts.', allow);
  const type = headers.get('content-type') ?? '';
  if (!/^text\/plain(;|$)/i.test(type)) return reject(415, 'A Server Action body must be text/plain.');
  const declared = Number(headers.get('content-length') ?? 0);
  if (declared > ACTION_BODY_LIMIT_BYTES) return reject(413, 'The request body is too large.');

  let body: string;
  try {
    body = await request.text();
  } catch {
    return reject(400, 'The request body could not be read.');
  }
  if (Buffer.byteLength(body) > ACTION_BODY_LIMIT_BYTES) return reject(413, 'The request body is too large.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return reject(400, 'A Server Action body must be JSON.');
  }
  if (!Array.isArray(parsed)) return reject(400, 'A Server Action body must be a list of arguments.');
  const problem = problemWith(parsed);
  return problem ? reject(400, problem) : null;
}
