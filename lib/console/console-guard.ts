import { isDeclaredTooLarge, readBodyWithin } from '@/lib/security/csp-report';
import { isSameOrigin } from '@/lib/security/form-post';
import { ACTION_BODY_LIMIT_BYTES } from '@/lib/security/request-limits';

const refuse = (status: number, reason: string) =>
  new Response(`${reason}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The console's forms post FormData (multipart) to their Server Actions, with JavaScript or without: from our own
 * origin only, small, and readable, so Next's action decoder never meets a body it would fail on.
 * 'other' leaves the request to the site's page guard.
 */
export async function judgeConsolePost(request: Request): Promise<Response | 'accepted' | 'other'> {
  if (!isSameOrigin(request.headers)) return refuse(403, 'The console accepts forms only from its own pages.');
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) return 'other';
  if (isDeclaredTooLarge(request.headers.get('content-length'), ACTION_BODY_LIMIT_BYTES))
    return refuse(413, 'The form is too large.');
  const body = await readBodyWithin(request.clone().body, ACTION_BODY_LIMIT_BYTES);
  if (!body.ok) return refuse(body.reason === 'too-large' ? 413 : 400, 'The form could not be read.');
  try {
    await new Response(body.text, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return refuse(400, 'The form could not be read.');
  }
  return 'accepted';
}
