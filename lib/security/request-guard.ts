import { localizedPath } from '@/lib/i18n/localized-path';
import { routing } from '@/lib/i18n/routing';

import { ACTION_BODY_LIMIT_BYTES } from './request-limits';
import { isSameOrigin } from './same-origin';

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
// In a multipart reply `$K1` is the FormData argument whose fields are named `_1_…`: React reads it without failing.
const formReplyValue = /^\$K[0-9a-f]+$/;

function problemWith(value: unknown, isForm = false): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const isPlain = plainReplyValue.test(item) || (isForm && formReplyValue.test(item));
      if (item.startsWith('$') && !isPlain) return 'The request body refers to parts it lacks.';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > ACTION_BODY_MAX_DEPTH) return 'The request body is nested too deeply.';
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return null;
}

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

function problemWithTextReply(body: string): string | null {
  const parsed = parseJson(body);
  if (!parsed) return 'A Server Action body must be JSON.';
  if (!Array.isArray(parsed.value)) return 'A Server Action body must be a list of arguments.';
  return problemWith(parsed.value);
}

/**
 * A form posted to a Server Action: by React (an action id header, the arguments in field `0`, a FormData argument's
 * fields under `_1_`), or by a browser without JavaScript (one `$ACTION_ID_…` field beside the form's own).
 */
function problemWithFormReply(form: FormData, isFetch: boolean): string | null {
  const names = [...form.keys()];
  if ([...form.values()].some((value) => typeof value !== 'string')) return 'A form here takes no files.';
  if (!isFetch) {
    const actionFields = names.filter((name) => name.startsWith('$ACTION_'));
    const named = actionFields.length === 1 && actionFields[0]!.startsWith('$ACTION_ID_');
    return named ? null : 'A form post must name one action of ours.';
  }
  if (!names.every((name) => name === '0' || /^_[0-9a-f]+_/.test(name)))
    return 'The request body holds parts React never sends.';
  const root = parseJson(String(form.get('0') ?? ''));
  if (!root || !Array.isArray(root.value)) return 'A Server Action body must be a list of arguments.';
  return problemWith(root.value, true);
}

async function readForm(body: string, type: string): Promise<FormData | null> {
  try {
    return await new Response(body, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return null;
  }
}

/**
 * Pages take one kind of post: a Server Action from our own pages, as React or a browser without JavaScript sends it.
 * Next's decoder answers a malformed one with a 500, so what reaches it is checked here first.
 */
export async function refusePageRequest(request: Request): Promise<Response | null> {
  const { method, headers } = request;
  if (method === 'GET' || method === 'HEAD') return null;
  const allow = { Allow: 'GET, HEAD, POST' };
  if (method !== 'POST') return reject(405, `Method ${method} is not allowed here.`, allow);
  const type = headers.get('content-type') ?? '';
  const isFetch = headers.has('next-action');
  const isForm = /^multipart\/form-data;/i.test(type);
  if (!isFetch && !isForm) return reject(405, 'Pages accept no form posts.', allow);
  if (!isForm && !/^text\/plain(;|$)/i.test(type))
    return reject(415, 'A Server Action body must be text/plain or multipart/form-data.');
  // Next lets an action posted without Origin through; the browser always sends one with a form or a fetch.
  if (!isSameOrigin(headers)) return reject(403, 'Forms here are accepted only from our own pages.');
  const declared = Number(headers.get('content-length') ?? 0);
  if (declared > ACTION_BODY_LIMIT_BYTES) return reject(413, 'The request body is too large.');

  let body: string;
  try {
    body = await request.text();
  } catch {
    return reject(400, 'The request body could not be read.');
  }
  if (Buffer.byteLength(body) > ACTION_BODY_LIMIT_BYTES) return reject(413, 'The request body is too large.');
  if (!isForm) {
    const problem = problemWithTextReply(body);
    return problem ? reject(400, problem) : null;
  }
  const form = await readForm(body, type);
  if (!form) return reject(400, 'The form could not be read.');
  const problem = problemWithFormReply(form, isFetch);
  return problem ? reject(400, problem) : null;
}
