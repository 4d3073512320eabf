// A throwaway Redis for tests: Debian's redis-server on loopback, saving nothing, publishing the keyspace events that
// the shared cache handler follows expiries and evictions through (lib/cache/cache-handler.mjs).
import { startServer } from './processes.mjs';
/** @import { Server } from './processes.mjs' */

export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';

/** redis-server's arguments. @param {{ port: number; dir: string }} options */
export function redisArgs({ port, dir }) {
  return [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    ...['--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'],
  ];
}

/**
 * Starts it and resolves once it accepts connections.
 * @param {{ port: number; dir: string; logFile?: string }} options
 * @returns {Promise<Server>}
 */
export function startRedis({ port, dir, logFile }) {
  return startServer(REDIS_SERVER, redisArgs({ port, dir }), {
    name: 'redis-server',
    url: `tcp:127.0.0.1:${port}`,
    logFile,
  });
}

/**
 * Runs `warmUp` (requests for real pages) until Redis's key count holds still three times in a row, and returns the
 * keys: the cache handler writes in the background, so a page's entry may land after its answer.
 * @param {{ dbSize(): Promise<number>; keys(pattern: string): Promise<string[]> }} redis
 * @param {() => Promise<void>} warmUp
 */
export async function settledKeys(redis, warmUp) {
  for (let attempt = 0, last = -1, still = 0; attempt < 100 && still < 3; attempt += 1) {
    await warmUp();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const size = await redis.dbSize();
    still = size > 0 && size === last ? still + 1 : 0;
    last = size;
  }
  return new Set(await redis.keys('*'));
}
