import { getDb } from '@/lib/db/get-db';
import { env } from '@/lib/env';

import { pingRedis } from './ping-redis';

const CHECK_TIMEOUT_MS = 1_000;
const RESULT_TTL_MS = 3_000;

type Probe = { status: 'up' } | { status: 'down'; code: string };

type ServiceStatus = 'up' | 'down' | 'off';
export type ServicesReport = { database: ServiceStatus; redis: ServiceStatus };

function codeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  // Redis error replies start with their code (WRONGPASS, NOAUTH …), which is all the log should carry.
  if (error instanceof Error && /^[A-Z]{3,}\b/.test(error.message)) return error.message.split(/\s/)[0]!;
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

async function runChecks(): Promise<ServicesReport> {
  const redisUrl = env.REDIS_URL;
  const [database, redis] = await Promise.all([
    probe(async () => (await getDb()).query('select 1')),
    redisUrl ? probe(() => pingRedis(redisUrl)) : null,
  ]);
  if (database.status === 'down' || redis?.status === 'down') {
    console.error(
      JSON.stringify({
        event: 'health',
        outcome: 'degraded',
        database: database.status === 'down' ? database.code : 'up',
        redis: redis ? (redis.status === 'down' ? redis.code : 'up') : 'off',
      }),
    );
  }
  return { database: database.status, redis: redis?.status ?? 'off' };
}

let last: { at: number; report: ServicesReport } | undefined;
let inflight: Promise<ServicesReport> | undefined;

export function checkServices(): Promise<ServicesReport> {
  if (last && Date.now() - last.at < RESULT_TTL_MS) return Promise.resolve(last.report);
  inflight ??= runChecks()
    .then((report) => {
      last = { at: Date.now(), report };
      return report;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}
