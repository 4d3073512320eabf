import { after } from 'next/server';

import { cleanUpIfDue } from '@/lib/jobs/clean-up';

import { checkServices } from '@/lib/health/health';

export const dynamic = 'force-dynamic';

/** Never fails on the database or Redis, which pages do not need: a blip must not drain every replica. */
export async function GET() {
  const services = await checkServices();
  // Probed every few seconds by a load balancer: the clock that keeps expired data deleted without a recorder.
  if (services.database === 'up') after(() => cleanUpIfDue());
  return Response.json({ ok: true, ...services }, { headers: { 'Cache-Control': 'no-store' } });
}
