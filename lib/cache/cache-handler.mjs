// Next's cacheHandler: one Redis shared by the replicas when REDIS_URL is set; else, or in an outage, Next's own.
// Why: docs/rates.md#where-the-data-is-cached
/** @import { CacheHandler as NextCacheHandler, CacheHandlerContext, CacheHandlerValue }
 *  from 'next/dist/server/lib/incremental-cache' */
/** @import { IncrementalCacheValue } from 'next/dist/server/response-cache' */
/** @import { createClient } from 'redis' */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { readCacheSettings } from './cache-settings.mjs';
import { freshness } from './freshness.mjs';

// Node gives a CommonJS module's exports object as the default import, a transpiler its `default` export.
const FileSystemCache =
  /** @type {{ default?: typeof fileSystemCacheModule }} */ (fileSystemCacheModule).default ??
  fileSystemCacheModule;

const FALLBACK_MEMORY_BYTES = 50 * 1024 * 1024;
const REDIS_READ_BUDGET_MS = freshness.redisReadBudgetMs;
const REDIS_WRITE_BUDGET_MS = freshness.redisWriteBudgetMs;
// Setup calls (CONFIG GET) happen once per process, off any request's path: a slow answer there costs no visitor.
const REDIS_SETUP_TIMEOUT_MS = 1_500;
const REDIS_COOL_DOWN_MS = 5_000;
// Writes run in the background; past this many at once Redis is not keeping up, and a write is dropped, not queued.
const MAX_PENDING_WRITES = 64;
// The handler's own hashes (tag lists), which it writes without a TTL: given one, an old deployment's go too.
const HANDLER_HASH_KEYS = ['__sharedTags__', '__revalidated_tags__'];

/** @param {number} retries */
const reconnectDelayMs = (retries) => Math.min(250 * 2 ** retries, 5_000);

const log = {
  /** @param {string} message */
  warn: (message) => console.warn(`[cache] ${message}`),
  /** @param {string} message */
  info: (message) => console.info(`[cache] ${message}`),
};

/** Host and port only: logs never carry a password from the URL. @param {string} url */
function describeUrl(url) {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** @param {unknown} error */
function describeError(error) {
  if (error && typeof error === 'object' && 'code' in error && error.code) return String(error.code);
  return error instanceof Error ? error.message : String(error);
}

/** @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>} */
function withTimeout(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    /** @type {Promise<never>} */ new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** @typedef {ReturnType<typeof createClient>} RedisProbe */

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
function withBoundedExpire(ctx) {
  const cacheControl = /** @type {{ cacheControl?: { revalidate?: unknown; expire?: number } }} */ (ctx ?? {})
    .cacheControl;
  if (!cacheControl) return ctx;
  return /** @type {typeof ctx} */ ({
    ...ctx,
    cacheControl: { ...cacheControl, expire: entryTtlSeconds(cacheControl.expire) },
  });
}

class SharedRedis {
  /** @param {string} url @param {string} serverDistDir */
  constructor(url, serverDistDir) {
    this.url = url;
    this.where = describeUrl(url);
    this.serverDistDir = serverDistDir;
    this.keyPrefix = redisKeyPrefix(serverDistDir);
    this.pendingWrites = 0;
    this.droppedWrites = false;
    /** @type {NextCacheHandler | undefined} */
    this.handler = undefined;
    /** @type {RedisProbe | undefined} */
    this.probe = undefined;
    this.probeReady = false;
    this.coolDownUntil = 0;
    this.isDown = false;
    this.misconfigured = false;
    this.closed = false;
    this.hasFirstOutcome = false;
    const firstOutcomeTimer = setTimeout(() => this.settleFirstOutcome(), REDIS_READ_BUDGET_MS);
    /** @type {() => void} */
    this.settleFirstOutcome = () => undefined;
    /** @type {Promise<void>} */
    this.firstOutcome = new Promise((resolve) => {
      this.settleFirstOutcome = () => {
        clearTimeout(firstOutcomeTimer);
        this.hasFirstOutcome = true;
        resolve();
      };
    });
    this.started = this.start().catch((error) => this.markDown(error));
  }

  async start() {
    const redis = await import('redis');
    const createClient = redis.createClient ?? redis.default.createClient;
    const probe = createClient({
      url: this.url,
      disableOfflineQueue: true,
      pingInterval: 5_000,
      socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelayMs },
    });
    this.probe = probe;
    probe.on('error', (error) => this.markDown(error));
    probe.on('end', () => {
      this.probeReady = false;
    });
    probe.on('ready', () => {
      this.probeReady = true;
      this.onReady(probe).catch((error) => this.markDown(error));
    });
    // Not awaited: it stays pending while Redis refuses, and 'ready' fires when it gets through.
    probe.connect().catch((error) => this.markDown(error));
  }

  /** @param {RedisProbe} probe */
  async onReady(probe) {
    if (!this.handler && !this.misconfigured) {
      await this.checkKeyspaceEvents(probe);
      if (!this.misconfigured) this.handler = await this.createHandler();
    }
    this.settleFirstOutcome();
    if (this.handler) this.markUp();
  }

  markUp() {
    this.coolDownUntil = 0;
    if (this.isDown) log.info(`Redis at ${this.where} answers again: replicas share the cache`);
    this.isDown = false;
  }

  /** @param {RedisProbe} probe */
  async checkKeyspaceEvents(probe) {
    if (readCacheSettings()?.skipKeyspaceCheck) return;
    let flags = '';
    try {
      const config = await withTimeout(probe.configGet('notify-keyspace-events'), REDIS_SETUP_TIMEOUT_MS);
      flags = config['notify-keyspace-events'] ?? '';
    } catch (error) {
      this.misconfigured = true;
      log.warn(
        `Redis at ${this.where} refused CONFIG GET (${describeError(error)}); enable notify-keyspace-events Exe ` +
          'and set SKIP_KEYSPACE_CONFIG_CHECK=true. Each process keeps its own cache meanwhile.',
      );
      return;
    }
    const hasExpiredAndEvicted = flags.includes('A') || (flags.includes('x') && flags.includes('e'));
    if (flags.includes('E') && hasExpiredAndEvicted) return;
    this.misconfigured = true;
    log.warn(
      `Redis at ${this.where} has notify-keyspace-events "${flags}"; the shared cache needs "Exe" ` +
        '(redis-cli config set notify-keyspace-events Exe). Each process keeps its own cache meanwhile.',
    );
  }

  /** Cast: its typings describe Next's arguments loosely. @returns {Promise<NextCacheHandler>} */
  async createHandler() {
    const turbo = await import('@trieb.work/nextjs-turbo-redis-cache');
    const wrapped = /** @type {{ default: typeof turbo }} */ (/** @type {unknown} */ (turbo));
    const RedisStringsHandler = turbo.RedisStringsHandler ?? wrapped.default.RedisStringsHandler;
    const database = Number(new URL(this.url).pathname.slice(1)) || 0;
    const handler = new RedisStringsHandler({
      redisUrl: this.url,
      database,
      keyPrefix: this.keyPrefix,
      inMemoryCachingTime: 0,
      getTimeoutMs: REDIS_READ_BUDGET_MS,
      // Data entries come with a revalidate only: kept the whole lifetime, so the last good data outlasts an outage.
      estimateExpireAge: () => freshness.entryLifetimeSeconds,
      socketOptions: { connectTimeout: 2_000, reconnectStrategy: reconnectDelayMs },
    });
    return /** @type {NextCacheHandler} */ (/** @type {unknown} */ (handler));
  }

  /** @param {unknown} error */
  markDown(error) {
    this.settleFirstOutcome();
    this.probeReady = this.probe?.isReady ?? false;
    if (this.isDown || this.closed) return;
    this.isDown = true;
    log.warn(
      `Redis at ${this.where} is unavailable (${describeError(error)}): each process serves its own cache until it ` +
        'answers again',
    );
  }

  isUsable() {
    if (!this.handler || !this.probeReady || Date.now() < this.coolDownUntil) return false;
    const ready = handlerClient(this.handler)?.isReady;
    return typeof ready === 'boolean' ? ready : true;
  }

  /** @template T @param {(handler: NextCacheHandler) => Promise<T>} operation
   *  @param {() => Promise<T>} fallback @param {number} [budgetMs] @returns {Promise<T>} */
  async call(operation, fallback, budgetMs = REDIS_READ_BUDGET_MS) {
    if (!this.hasFirstOutcome) await withTimeout(this.firstOutcome, budgetMs).catch(() => undefined);
    const handler = this.handler;
    if (!handler || !this.isUsable()) return fallback();
    try {
      const result = await withTimeout(operation(handler), budgetMs);
      if (this.isDown) this.markUp();
      return result;
    } catch (error) {
      this.coolDownUntil = Date.now() + REDIS_COOL_DOWN_MS;
      this.markDown(error);
      return fallback();
    }
  }

  /**
   * In the background: no answer waits for Redis to store. A failure marks Redis down (logged once per outage).
   * @param {(handler: NextCacheHandler) => Promise<unknown>} operation
   */
  write(operation) {
    if (this.pendingWrites >= MAX_PENDING_WRITES) {
      if (!this.droppedWrites)
        log.warn(`Redis at ${this.where} is behind on writes: dropping some until it catches up`);
      this.droppedWrites = true;
      return;
    }
    this.pendingWrites += 1;
    this.call(
      async (handler) => {
        await operation(handler);
        // The handler's hashes have no TTL of their own; each write renews theirs.
        await Promise.all(
          HANDLER_HASH_KEYS.map((key) =>
            this.probe?.expire(`${this.keyPrefix}${key}`, freshness.entryLifetimeSeconds),
          ),
        );
      },
      async () => undefined,
      REDIS_WRITE_BUDGET_MS,
    )
      .catch(() => undefined)
      .finally(() => {
        this.pendingWrites -= 1;
        if (this.pendingWrites === 0) this.droppedWrites = false;
      });
  }

  async close() {
    this.closed = true;
    this.settleFirstOutcome();
    await this.started;
    await this.probe?.disconnect().catch(() => undefined);
    await handlerClient(this.handler)
      ?.disconnect?.()
      .catch(() => undefined);
    // The handler has no close of its own, and its tag maps' subscribers would reconnect for ever.
    const maps =
      /** @type {Record<string, { subscriberClient?: { disconnect?: () => Promise<unknown> } }>} */ (
        /** @type {unknown} */ (this.handler ?? {})
      );
    await Promise.all(
      ['sharedTagsMap', 'revalidatedTagsMap', 'inMemoryDeduplicationCache'].map((name) =>
        maps[name]?.subscriberClient?.disconnect?.().catch(() => undefined),
      ),
    );
  }
}

/** Private in the handler's typings. @param {NextCacheHandler | undefined} handler
 *  @returns {{ isReady?: unknown; disconnect?: () => Promise<unknown> } | undefined} */
function handlerClient(handler) {
  return /** @type {{ client?: { isReady?: unknown; disconnect?: () => Promise<unknown> } } | undefined} */ (
    handler
  )?.client;
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

const sharedKey = Symbol.for('tuma.cache-handler.shared-redis');
const registry = /** @type {{ [sharedKey]?: SharedRedis }} */ (globalThis);

/** @param {string | undefined} serverDistDir */
function sharedRedis(serverDistDir) {
  const settings = readCacheSettings();
  const url = settings?.redisUrl;
  if (!url || settings.isBuild) return undefined;
  if (!registry[sharedKey] && serverDistDir) registry[sharedKey] = new SharedRedis(url, serverDistDir);
  return registry[sharedKey];
}

export async function closeSharedCache() {
  const current = registry[sharedKey];
  delete registry[sharedKey];
  await current?.close();
}

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
