// Next's cacheHandler: one Redis shared by the replicas when REDIS_URL is set; else, or in an outage, Next's own.
// Why: docs/rates.md#where-the-data-is-cached
/** @import { CacheHandler as NextCacheHandler, CacheHandlerContext, CacheHandlerValue }
 *  from 'next/dist/server/lib/incremental-cache' */
/** @import { IncrementalCacheValue } from 'next/dist/server/response-cache' */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { withBoundedExpire } from './redis-keys.mjs';
import { sharedRedis } from './shared-redis.mjs';

// Node gives a CommonJS module's exports object as the default import, a transpiler its `default` export.
const FileSystemCache =
  /** @type {{ default?: typeof fileSystemCacheModule }} */ (fileSystemCacheModule).default ??
  fileSystemCacheModule;

const FALLBACK_MEMORY_BYTES = 50 * 1024 * 1024;

/** As Next picks it with no handler set. @param {CacheHandlerContext} ctx @returns {NextCacheHandler} */
function createNextCache(ctx) {
  const platform = /** @type {{ [key: symbol]: { FetchCache?: typeof NextCacheHandler } | undefined }} */ (
    globalThis
  );
  const platformCache = platform[Symbol.for('@next/cache-handlers')]?.FetchCache;
  if (platformCache) return new platformCache(ctx);
  const { fs, serverDistDir } = ctx;
  if (fs && serverDistDir) return new FileSystemCache({ ...ctx, fs, serverDistDir });
  return {
    get: async () => null,
    set: async () => undefined,
    revalidateTag: async () => undefined,
    resetRequestCache: () => undefined,
  };
}

/** Made per request: the Redis and FileSystemCache's memory store persist. @implements {NextCacheHandler} */
export default class CacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    this.redis = sharedRedis(ctx.serverDistDir);
    this.local = createNextCache(
      this.redis ? { ...ctx, maxMemoryCacheSize: ctx.maxMemoryCacheSize || FALLBACK_MEMORY_BYTES } : ctx,
    );
  }

  /** @param {string} key @param {Parameters<NextCacheHandler['get']>[1]} ctx
   *  @returns {Promise<CacheHandlerValue | null>} */
  async get(key, ctx) {
    if (!this.redis) return this.local.get(key, ctx);
    const fromLocal = () => this.local.get(key, ctx);
    const entry = await this.redis.call((handler) => handler.get(key, ctx), fromLocal);
    // Data only from Redis; a page Redis never held comes from disk. Why: docs/rates.md#where-the-data-is-cached
    if (entry || ctx?.kind === 'FETCH' || !this.redis.isUsable()) return entry ?? null;
    return fromLocal();
  }

  /** @param {string} key @param {IncrementalCacheValue | null} data
   *  @param {Parameters<NextCacheHandler['set']>[2]} ctx */
  async set(key, data, ctx) {
    const bounded = withBoundedExpire(ctx);
    // Redis first, before the slower local file, and not awaited. Why: docs/rates.md#where-the-data-is-cached
    this.redis?.write((handler) => handler.set(key, data, bounded));
    await this.local.set(key, data, bounded);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    this.redis?.write((handler) => handler.revalidateTag(tags, durations));
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}
