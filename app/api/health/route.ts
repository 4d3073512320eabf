import { after } from 'next/server';

import { cleanUpIfDue } from '@/lib/jobs/clean-up';

import { checkServices } from '@/lib/health/health';

export const dynamic = 'force-dynamic';

/**
 * Readiness: this process started with a valid configuration (instrumentation.ts exits otherwise) and serves pages,
 * which need neither the database nor Redis, so their state is reported and never fails it: a blip must not drain
 * every replica. Names the part that is down, never where or why: the answer is public; the log has the error code.
 */
export async function GET() {
  const services = await checkServices();
  // Probed every few seconds by a load balancer: the clock that keeps expired data deleted without a recorder.
  if (services.database === 'up') after(() => cleanUpIfDue());
  return Response.json({ ok: true, ...services }, { headers: { 'Cache-Control': 'no-store' } });
}
