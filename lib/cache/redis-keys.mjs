// Where the shared cache's entries live in Redis and for how long. Why: docs/scaling.md#what-redis-holds-and-for-how-long
/** @import { CacheHandler as NextCacheHandler } from 'next/dist/server/lib/incremental-cache' */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readCacheSettings } from './cache-settings.mjs';
import { freshness } from './freshness.mjs';

/**
 * Every key of one deployment starts with this: a replica of another build never reads it, and it expires with the
 * TTLs below. No shared default: without an id, replicas of different builds would read each other's pages.
 * @param {string} serverDistDir @param {string | undefined} [deploymentId] NEXT_DEPLOYMENT_ID, from lib/env.ts
 */
export function redisKeyPrefix(serverDistDir, deploymentId = readCacheSettings()?.deploymentId) {
  const id = deploymentId?.trim() || readBuildId(serverDistDir);
  if (!id) {
    throw new Error(
      `[cache] no NEXT_DEPLOYMENT_ID and no BUILD_ID beside ${serverDistDir}: the Redis keys need one per deployment`,
    );
  }
  return `tuma:${id}:`;
}

/** @param {string} serverDistDir */
function readBuildId(serverDistDir) {
  // Next passes `<distDir>/server`; BUILD_ID sits beside it.
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * A Redis entry's TTL in seconds: what Next asks for (a page's `expire`), never past the entries' lifetime.
 * @param {number | undefined} expireSeconds
 */
export function entryTtlSeconds(expireSeconds) {
  const lifetime = freshness.entryLifetimeSeconds;
  if (expireSeconds === undefined || !Number.isFinite(expireSeconds) || expireSeconds <= 0) return lifetime;
  return Math.max(1, Math.min(Math.ceil(expireSeconds), lifetime));
}

/** @param {Parameters<NextCacheHandler['set']>[2]} ctx @returns {Parameters<NextCacheHandler['set']>[2]} */
export function withBoundedExpire(ctx) {
  const cacheControl = /** @type {{ cacheControl?: { revalidate?: unknown; expire?: number } }} */ (ctx ?? {})
    .cacheControl;
  if (!cacheControl) return ctx;
  return /** @type {typeof ctx} */ ({
    ...ctx,
    cacheControl: { ...cacheControl, expire: entryTtlSeconds(cacheControl.expire) },
  });
}
