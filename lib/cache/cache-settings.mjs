// lib/env.ts hands the cache handler its settings here. Why: docs/rates.md#where-the-data-is-cached

/** @typedef {object} CacheSettings @property {string | undefined} redisUrl REDIS_URL
 *  @property {boolean} isBuild `next build` (NEXT_PHASE): no Redis while prerendering
 *  @property {boolean} skipKeyspaceCheck SKIP_KEYSPACE_CONFIG_CHECK=true
 *  @property {string | undefined} deploymentId NEXT_DEPLOYMENT_ID: the Redis keys' prefix, else the build's id */

const settingsKey = Symbol.for('tuma.cache-settings');
const holder = /** @type {{ [settingsKey]?: CacheSettings }} */ (globalThis);

/** @param {CacheSettings} settings */
export function publishCacheSettings(settings) {
  holder[settingsKey] = settings;
}

/** Undefined until lib/env.ts is parsed. @returns {CacheSettings | undefined} */
export function readCacheSettings() {
  return holder[settingsKey];
}
