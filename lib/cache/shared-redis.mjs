// One Redis shared by the replicas, per process, with Next's own cache as the fallback in an outage.
// Why: docs/rates.md#where-the-data-is-cached
/** @import { CacheHandler as NextCacheHandler } from 'next/dist/server/lib/incremental-cache' */
/** @import { RedisProbe } from './redis-setup.mjs' */
import { readCacheSettings } from './cache-settings.mjs';
import { freshness } from './freshness.mjs';
import { redisKeyPrefix } from './redis-keys.mjs';
import { createProbe, createRedisHandler, hasKeyspaceEvents } from './redis-setup.mjs';
import {
  describeError,
  describeUrl,
  disconnectHandler,
  HANDLER_HASH_KEYS,
  handlerClient,
  log,
  MAX_PENDING_WRITES,
  REDIS_COOL_DOWN_MS,
  REDIS_READ_BUDGET_MS,
  REDIS_WRITE_BUDGET_MS,
  settleWithin,
  withTimeout,
} from './redis-support.mjs';

class SharedRedis {
  /** @param {string} url @param {string} serverDistDir */
  constructor(url, serverDistDir) {
    this.url = url;
    this.where = describeUrl(url);
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
    this.firstOutcome = settleWithin(REDIS_READ_BUDGET_MS);
    this.started = this.start().catch((error) => this.markDown(error));
  }

  async start() {
    const probe = await createProbe(this.url);
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
      this.misconfigured = !(await hasKeyspaceEvents(probe, this.where));
      if (!this.misconfigured) this.handler = await createRedisHandler(this.url, this.keyPrefix);
    }
    this.firstOutcome.settle();
    if (this.handler) this.markUp();
  }

  markUp() {
    this.coolDownUntil = 0;
    if (this.isDown) log.info(`Redis at ${this.where} answers again: replicas share the cache`);
    this.isDown = false;
  }

  /** @param {unknown} error */
  markDown(error) {
    this.firstOutcome.settle();
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
    if (!this.firstOutcome.isSettled)
      await withTimeout(this.firstOutcome.promise, budgetMs).catch(() => undefined);
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
    this.firstOutcome.settle();
    await this.started;
    await this.probe?.disconnect().catch(() => undefined);
    await disconnectHandler(this.handler);
  }
}

const sharedKey = Symbol.for('tuma.cache-handler.shared-redis');
const registry = /** @type {{ [sharedKey]?: SharedRedis }} */ (globalThis);

/** The process's shared Redis, or none without REDIS_URL or while building. @param {string | undefined} serverDistDir */
export function sharedRedis(serverDistDir) {
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
