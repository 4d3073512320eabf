import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';

import { pingRedis } from './_checks/ping-redis';

export const dynamic = 'force-dynamic';

const CHECK_TIMEOUT_MS = 1_000;

type Probe = { status: 'up' } | { status: 'down'; code: string };

function codeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', code: codeOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Names the part that is down, never where or why: the answer is public; the log has the error code. */
export async function GET() {
  const redisUrl = env.REDIS_URL;
  const [database, redis] = await Promise.all([
    probe(async () => (await getDb()).query('select 1')),
    redisUrl ? probe(() => pingRedis(redisUrl, CHECK_TIMEOUT_MS)) : null,
  ]);
  const body = {
    ok: database.status === 'up' && redis?.status !== 'down',
    database: database.status,
    redis: redis?.status ?? 'off',
  };
  if (!body.ok) {
    console.error(
      JSON.stringify({
        event: 'health',
        outcome: 'down',
        database: database.status === 'down' ? database.code : 'up',
        redis: redis ? (redis.status === 'down' ? redis.code : 'up') : 'off',
      }),
    );
  }
  return Response.json(body, { status: body.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
