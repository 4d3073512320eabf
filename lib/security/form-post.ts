import { isDeclaredTooLarge, readBodyWithin } from './csp-report';

// A form posted to a route under /api: today only RFC 8058's one-click unsubscribe, from a mail client. Small, and
// read within a limit.

const FORM_BODY_LIMIT_BYTES = 4 * 1024;

const noStore = { 'Cache-Control': 'no-store' };

function refuseForm(status: 400 | 403 | 413 | 415, reason: string): Response {
  return new Response(`${reason}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore },
  });
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...noStore } });
}

/** The posted fields, or the answer that refuses the request. */
export async function readForm(request: Request): Promise<Record<string, string> | Response> {
  const type = request.headers.get('content-type') ?? '';
  const isMultipart = /^multipart\/form-data;/i.test(type);
  if (!isMultipart && !/^application\/x-www-form-urlencoded(;|$)/i.test(type))
    return refuseForm(415, 'A form body must be application/x-www-form-urlencoded or multipart/form-data.');
  if (isDeclaredTooLarge(request.headers.get('content-length'), FORM_BODY_LIMIT_BYTES))
    return refuseForm(413, 'The form is too large.');
  const body = await readBodyWithin(request.body, FORM_BODY_LIMIT_BYTES);
  if (!body.ok)
    return body.reason === 'too-large'
      ? refuseForm(413, 'The form is too large.')
      : refuseForm(400, 'The form could not be read.');
  const fields: Record<string, string> = {};
  let entries: Iterable<[string, unknown]>;
  try {
    // RFC 8058 allows either encoding for a one-click unsubscribe; our own forms send urlencoded.
    entries = isMultipart
      ? await new Response(body.text, { headers: { 'Content-Type': type } }).formData()
      : new URLSearchParams(body.text);
  } catch {
    return refuseForm(400, 'The form could not be read.');
  }
  for (const [name, value] of entries) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}
