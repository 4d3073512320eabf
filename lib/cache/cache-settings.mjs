// The hand-over of the cache handler's settings. Next imports lib/cache/cache-handler.mjs by itself, untranspiled and
// outside the app's bundles, so it cannot import lib/env.ts, the one reader of the server's environment: lib/env.ts
// publishes what the handler needs here when it is parsed (instrumentation.ts, at server start), under a registered
// symbol every copy of both modules in the process shares.

/**
 * @typedef {object} CacheSettings
 * @property {string | undefined} redisUrl REDIS_URL: the Redis the replicas share, or undefined for each process's own
 *   cache.
 * @property {boolean} isBuild `next build` (NEXT_PHASE): no Redis while prerendering.
 * @property {boolean} skipKeyspaceCheck SKIP_KEYSPACE_CONFIG_CHECK=true: nextjs-turbo-redis-cache skips its
 *   keyspace-events check, so do we.
 */

const settingsKey = Symbol.for('tuma.cache-settings');
const holder = /** @type {{ [settingsKey]?: CacheSettings }} */ (globalThis);

/** @param {CacheSettings} settings */
export function publishCacheSettings(settings) {
  holder[settingsKey] = settings;
}

/**
 * What lib/env.ts published, or undefined before it was parsed (or in a process that never parses it).
 * @returns {CacheSettings | undefined}
 */
export function readCacheSettings() {
  return holder[settingsKey];
}
