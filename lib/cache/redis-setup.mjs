// Connecting to the shared Redis: the probe connection, the keyspace-events check, the shared handler itself.
/** @import { CacheHandler as NextCacheHandler } from 'next/dist/server/lib/incremental-cache' */
/** @import { createClient } from 'redis' */
import { readCacheSettings } from './cache-settings.mjs';
import { freshness } from './freshness.mjs';
import {
  describeError,
  log,
  reconnectDelayMs,
  REDIS_READ_BUDGET_MS,
  REDIS_SETUP_TIMEOUT_MS,
  withTimeout,
} from './redis-support.mjs';

/** @typedef {ReturnType<typeof createClient>} RedisProbe */

/** Not connected yet: the caller listens first. @param {string} url @returns {Promise<RedisProbe>} */
export async function createProbe(url) {
  const redis = await import('redis');
  const createRedisClient = redis.createClient ?? redis.default.createClient;
  return createRedisClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelayMs },
  });
}

/**
 * Whether Redis publishes the expiry and eviction events the shared handler follows; says why not, once.
 * @param {RedisProbe} probe @param {string} where host and port, for the log
 */
export async function hasKeyspaceEvents(probe, where) {
  if (readCacheSettings()?.skipKeyspaceCheck) return true;
  let flags = '';
  try {
    const config = await withTimeout(probe.configGet('notify-keyspace-events'), REDIS_SETUP_TIMEOUT_MS);
    flags = config['notify-keyspace-events'] ?? '';
  } catch (error) {
    log.warn(
      `Redis at ${where} refused CONFIG GET (${describeError(error)}); enable notify-keyspace-events Exe ` +
        'and set SKIP_KEYSPACE_CONFIG_CHECK=true. Each process keeps its own cache meanwhile.',
    );
    return false;
  }
  const hasExpiredAndEvicted = flags.includes('A') || (flags.includes('x') && flags.includes('e'));
  if (flags.includes('E') && hasExpiredAndEvicted) return true;
  log.warn(
    `Redis at ${where} has notify-keyspace-events "${flags}"; the shared cache needs "Exe" ` +
      '(redis-cli config set notify-keyspace-events Exe). Each process keeps its own cache meanwhile.',
  );
  return false;
}

/** Cast: its typings describe Next's arguments loosely. @param {string} url @param {string} keyPrefix
 *  @returns {Promise<NextCacheHandler>} */
export async function createRedisHandler(url, keyPrefix) {
  const turbo = await import('@trieb.work/nextjs-turbo-redis-cache');
  const wrapped = /** @type {{ default: typeof turbo }} */ (/** @type {unknown} */ (turbo));
  const RedisStringsHandler = turbo.RedisStringsHandler ?? wrapped.default.RedisStringsHandler;
  const database = Number(new URL(url).pathname.slice(1)) || 0;
  const handler = new RedisStringsHandler({
    redisUrl: url,
    database,
    keyPrefix,
    inMemoryCachingTime: 0,
    getTimeoutMs: REDIS_READ_BUDGET_MS,
    // Data entries come with a revalidate only: kept the whole lifetime, so the last good data outlasts an outage.
    estimateExpireAge: () => freshness.entryLifetimeSeconds,
    socketOptions: { connectTimeout: 2_000, reconnectStrategy: reconnectDelayMs },
  });
  return /** @type {NextCacheHandler} */ (/** @type {unknown} */ (handler));
}
