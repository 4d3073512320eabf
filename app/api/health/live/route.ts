export const dynamic = 'force-dynamic';

/** Liveness: this process answers. It checks nothing else, so an outage elsewhere never restarts a healthy process. */
export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
