import {
  createViolationLogger,
  isDeclaredTooLarge,
  parseCspReports,
  readBodyWithin,
  REPORT_CONTENT_TYPES,
  reportContentType,
} from '@/lib/security/csp-report';

const logViolation = createViolationLogger();

const noStore = { 'Cache-Control': 'no-store' };

function refuse(status: 400 | 413 | 415, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...noStore, ...headers } });
}

export async function POST(request: Request) {
  const type = reportContentType(request.headers.get('content-type'));
  if (!type) {
    return refuse(415, 'unsupported_media_type', { 'Accept-Post': REPORT_CONTENT_TYPES.join(', ') });
  }
  if (isDeclaredTooLarge(request.headers.get('content-length'))) return refuse(413, 'too_large');
  const body = await readBodyWithin(request.body);
  if (!body.ok) return body.reason === 'too-large' ? refuse(413, 'too_large') : refuse(400, 'invalid_report');
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return refuse(400, 'invalid_report');
  }
  const violations = parseCspReports(type, json);
  if (!violations) return refuse(400, 'invalid_report');
  for (const violation of violations) logViolation(violation);
  return new Response(null, { status: 204, headers: noStore });
}
