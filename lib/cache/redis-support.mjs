// What the shared cache's modules (shared-redis.mjs, redis-setup.mjs) have in common: budgets, logging, timeouts.
// Why the budgets: docs/rates.md#where-the-data-is-cached
/** @import { CacheHandler as NextCacheHandler } from 'next/dist/server/lib/incremental-cache' */
import { freshness } from './freshness.mjs';

export const REDIS_READ_BUDGET_MS = freshness.redisReadBudgetMs;
export const REDIS_WRITE_BUDGET_MS = freshness.redisWriteBudgetMs;
// Setup calls (CONFIG GET) happen once per process, off any request's path: a slow answer there costs no visitor.
export const REDIS_SETUP_TIMEOUT_MS = 1_500;
export const REDIS_COOL_DOWN_MS = 5_000;
// Writes run in the background; past this many at once Redis is not keeping up, and a write is dropped, not queued.
export const MAX_PENDING_WRITES = 64;
// The handler's own hashes (tag lists), which it writes without a TTL: given one, an old deployment's go too.
export const HANDLER_HASH_KEYS = ['__sharedTags__', '__revalidated_tags__'];

/** @param {number} retries */
export const reconnectDelayMs = (retries) => Math.min(250 * 2 ** retries, 5_000);

export const log = {
  /** @param {string} message */
  warn: (message) => console.warn(`[cache] ${message}`),
  /** @param {string} message */
  info: (message) => console.info(`[cache] ${message}`),
};

/** Host and port only: logs never carry a password from the URL. @param {string} url */
export function describeUrl(url) {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** @param {unknown} error */
export function describeError(error) {
  if (error && typeof error === 'object' && 'code' in error && error.code) return String(error.code);
  return error instanceof Error ? error.message : String(error);
}

/** @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
export function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    /** @type {Promise<never>} */ new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A promise settled by `settle()` or after `ms`, whichever comes first; `isSettled` says whether it has been.
 * @param {number} ms
 */
export function settleWithin(ms) {
  const gate = { isSettled: false, settle: () => undefined, promise: Promise.resolve() };
  gate.promise = new Promise((resolve) => {
    const timer = setTimeout(() => gate.settle(), ms);
    gate.settle = () => {
      clearTimeout(timer);
      gate.isSettled = true;
      resolve(undefined);
    };
  });
  return gate;
}

/** Private in the handler's typings. @param {NextCacheHandler | undefined} handler
 *  @returns {{ isReady?: unknown; disconnect?: () => Promise<unknown> } | undefined} */
export function handlerClient(handler) {
  return /** @type {{ client?: { isReady?: unknown; disconnect?: () => Promise<unknown> } } | undefined} */ (
    handler
  )?.client;
}

/** @param {NextCacheHandler | undefined} handler */
export async function disconnectHandler(handler) {
  await handlerClient(handler)
    ?.disconnect?.()
    .catch(() => undefined);
  // The handler has no close of its own, and its tag maps' subscribers would reconnect for ever.
  const maps = /** @type {Record<string, { subscriberClient?: { disconnect?: () => Promise<unknown> } }>} */ (
    /** @type {unknown} */ (handler ?? {})
  );
  await Promise.all(
    ['sharedTagsMap', 'revalidatedTagsMap', 'inMemoryDeduplicationCache'].map((name) =>
      maps[name]?.subscriberClient?.disconnect?.().catch(() => undefined),
    ),
  );
}
