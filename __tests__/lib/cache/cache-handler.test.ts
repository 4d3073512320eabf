/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache';

import CacheHandler from '@/lib/cache/cache-handler.mjs';
import { publishCacheSettings } from '@/lib/cache/cache-settings.mjs';
import { freshness } from '@/lib/cache/freshness.mjs';
import { entryTtlSeconds, redisKeyPrefix } from '@/lib/cache/redis-keys.mjs';
import { closeSharedCache } from '@/lib/cache/shared-redis.mjs';

import getPort from 'get-port';

// The handler on its own, in this process. Two replicas sharing a live Redis, and Redis killed under them, are proved
// on two real standalone servers by test/shared-cache/shared-cache.test.mjs.

const REDIS_SERVER = '/usr/bin/redis-server';
/** What lib/env.ts publishes at server start: here, a Redis URL or none. */
const useRedis = (redisUrl: string | undefined, deploymentId?: string) =>
  publishCacheSettings({ redisUrl, isBuild: false, skipKeyspaceCheck: false, deploymentId });
let workDir: string;
let logged: string[];

beforeEach(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tuma-cache-handler-'));
  // As in a build folder: Next passes <distDir>/server, BUILD_ID beside it names the deployment's Redis keys.
  writeFileSync(path.join(workDir, 'BUILD_ID'), 'test-build');
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
});
afterEach(async () => {
  await closeSharedCache();
  jest.restoreAllMocks();
  useRedis(undefined);
  rmSync(workDir, { recursive: true, force: true });
});

/**
 * A handler as Next creates one per request (next/dist/server/lib/incremental-cache), for a server whose
 * next.config.ts had REDIS_URL at hand (cacheMaxMemorySize: 0) or not (Next's default, 50 MB).
 */
const newHandler = (maxMemoryCacheSize = 0) =>
  new CacheHandler({
    fs: nodeFs,
    serverDistDir: path.join(workDir, 'server'),
    flushToDisk: false,
    maxMemoryCacheSize,
    revalidatedTags: [],
    _requestHeaders: {},
  });

let entries = 0;
/** A data entry as unstable_cache writes it, under a key of its own. */
function dataEntry(body: string) {
  entries += 1;
  return {
    key: `entry-${process.pid}-${entries}`,
    // Next's kinds are const enums, which a test compiled file by file cannot read: their values, as types.
    value: {
      kind: 'FETCH' as CachedRouteKind.FETCH,
      data: { headers: {}, body, status: 200, url: '' },
      revalidate: 60,
    },
    setContext: { fetchCache: true as const, tags: [], fetchIdx: 1, fetchUrl: 'unstable_cache test' },
    getContext: {
      kind: 'FETCH' as IncrementalCacheKind.FETCH,
      revalidate: 60,
      tags: [],
      softTags: [],
      fetchIdx: 1,
      fetchUrl: 'unstable_cache test',
    },
  };
}

async function untilListening(port: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
    });
    if (listening) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

const cacheWarnings = () => logged.filter((line) => line.startsWith('[cache]'));

/** Requests wait for Redis's first answer only as long as a read's budget, so a warning may come after them. */
async function untilWarned() {
  for (let attempt = 0; attempt < 50 && cacheWarnings().length === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return cacheWarnings();
}

describe('the cache handler without REDIS_URL', () => {
  it("is Next's own cache: what one request's handler stores, the next one's reads", async () => {
    useRedis(undefined);
    const entry = dataEntry('"a"');
    const memory = 50 * 1024 * 1024;
    await newHandler(memory).set(entry.key, entry.value, entry.setContext);
    expect(await newHandler(memory).get(entry.key, entry.getContext)).toMatchObject({ value: entry.value });
    expect(cacheWarnings()).toEqual([]);
  });

  // Next only uses the platform's cache when no handler is configured; ours is always configured, so it must hand
  // over itself, or every Vercel instance would keep its own data cache on a disk that does not outlive it.
  it("is the platform's cache where the platform provides one (Vercel's data cache)", async () => {
    useRedis(undefined);
    const calls: string[] = [];
    const store = new Map<string, unknown>();
    class PlatformCache {
      constructor(ctx: { _requestHeaders: unknown }) {
        calls.push(`new with headers ${JSON.stringify(ctx._requestHeaders)}`);
      }
      async get(key: string) {
        calls.push(`get ${key}`);
        return store.has(key) ? { value: store.get(key), lastModified: 1 } : null;
      }
      async set(key: string, data: unknown) {
        calls.push(`set ${key}`);
        store.set(key, data);
      }
      async revalidateTag(tags: string[]) {
        calls.push(`revalidateTag ${tags.join(',')}`);
      }
      resetRequestCache() {
        calls.push('resetRequestCache');
      }
    }
    const symbol = Symbol.for('@next/cache-handlers');
    const holder = globalThis as unknown as Record<symbol, unknown>;
    holder[symbol] = { FetchCache: PlatformCache };
    try {
      const entry = dataEntry('"platform"');
      await newHandler().set(entry.key, entry.value, entry.setContext);
      expect(await newHandler().get(entry.key, entry.getContext)).toMatchObject({ value: entry.value });
      const handler = newHandler();
      await handler.revalidateTag(['rates']);
      handler.resetRequestCache();
      expect(calls).toEqual([
        'new with headers {}',
        `set ${entry.key}`,
        'new with headers {}',
        `get ${entry.key}`,
        'new with headers {}',
        'revalidateTag rates',
        'resetRequestCache',
      ]);
      // Nothing went to the build folder's file-system cache.
      expect(existsSync(path.join(workDir, 'server'))).toBe(false);
    } finally {
      delete holder[symbol];
    }
  });
});

describe('the cache handler with REDIS_URL and no Redis there', () => {
  it('serves this process its own copy, never fails, and warns once', async () => {
    useRedis(`redis://:secret-password@127.0.0.1:${await getPort()}`);
    const first = dataEntry('"a"');
    const second = dataEntry('"b"');
    await newHandler().set(first.key, first.value, first.setContext);
    await newHandler().set(second.key, second.value, second.setContext);
    for (let round = 0; round < 3; round += 1) {
      expect(await newHandler().get(first.key, first.getContext)).toMatchObject({ value: first.value });
      expect(await newHandler().get(second.key, second.getContext)).toMatchObject({ value: second.value });
    }
    expect(await newHandler().get('never-stored', first.getContext)).toBeNull();
    expect(await untilWarned()).toEqual([
      expect.stringMatching(/^\[cache\] Redis at 127\.0\.0\.1:\d+ is unavailable \(ECONNREFUSED\)/),
    ]);
    expect(logged.join('\n')).not.toContain('secret-password');
  });
});

const describeWithRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

describeWithRedis('the cache handler with a Redis it cannot share through', () => {
  let redis: ChildProcess | undefined;
  afterEach(() => {
    redis?.kill('SIGKILL');
  });

  it('says what Redis lacks, once, and keeps to this process’s own copy', async () => {
    const port = await getPort();
    // Keyspace notifications off, as Redis ships: the shared handler needs them.
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', workDir],
      {
        stdio: 'ignore',
      },
    );
    await untilListening(port);
    useRedis(`redis://127.0.0.1:${port}`);
    const entry = dataEntry('"a"');
    await newHandler().set(entry.key, entry.value, entry.setContext);
    expect(await newHandler().get(entry.key, entry.getContext)).toMatchObject({ value: entry.value });
    expect(await untilWarned()).toEqual([expect.stringContaining('notify-keyspace-events ""')]);
  });
});

describe('the Redis key prefix', () => {
  it('is the deployment id when the build was given one', () => {
    expect(redisKeyPrefix(path.join(workDir, 'server'), 'abc123')).toBe('tuma:abc123:');
  });

  it('reads the deployment id from the settings lib/env.ts published', () => {
    useRedis(undefined, 'from-settings');
    expect(redisKeyPrefix(path.join(workDir, 'server'))).toBe('tuma:from-settings:');
    useRedis(undefined);
    expect(redisKeyPrefix(path.join(workDir, 'server'))).toBe('tuma:test-build:');
  });

  it("is the build's id otherwise", () => {
    expect(redisKeyPrefix(path.join(workDir, 'server'), undefined)).toBe('tuma:test-build:');
  });

  it('has no shared default: with neither, the server fails loudly', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'tuma-cache-handler-bare-'));
    mkdirSync(path.join(bare, 'server'));
    try {
      expect(() => redisKeyPrefix(path.join(bare, 'server'), undefined)).toThrow(/NEXT_DEPLOYMENT_ID/);
      writeFileSync(path.join(bare, 'BUILD_ID'), '  \n');
      expect(() => redisKeyPrefix(path.join(bare, 'server'), ' ')).toThrow(/BUILD_ID/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('a Redis entry’s lifetime', () => {
  const lifetime = freshness.entryLifetimeSeconds;

  it('outlasts the longest a rate may be shown (a day), by little', () => {
    expect(lifetime).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(lifetime).toBeLessThanOrEqual(26 * 60 * 60);
  });

  it.each([
    [undefined, lifetime],
    [0, lifetime],
    [Number.POSITIVE_INFINITY, lifetime],
    [365 * 24 * 60 * 60, lifetime],
    [600, 600],
    [0.2, 1],
  ])('for an expire of %p seconds is %p seconds', (expire, ttl) => {
    expect(entryTtlSeconds(expire)).toBe(ttl);
  });
});

describeWithRedis('the cache handler’s keys in a shared Redis', () => {
  let redis: ChildProcess | undefined;
  beforeEach(() => {
    // The handler's tag maps resync on an interval it never clears: a server outlives it, a test run must not wait.
    const setInterval = global.setInterval;
    jest
      .spyOn(global, 'setInterval')
      .mockImplementation(((...args: Parameters<typeof setInterval>) =>
        setInterval(...args).unref()) as typeof setInterval);
  });
  afterEach(async () => {
    // Disconnect first: clients that lose their Redis keep trying to reconnect.
    await closeSharedCache();
    redis?.kill('SIGKILL');
  });

  it('carry the deployment’s prefix and a TTL no longer than the lifetime, the handler’s own hashes too', async () => {
    const port = await getPort();
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', workDir],
      { stdio: 'ignore' },
    );
    await untilListening(port);
    const { createClient } = await import('redis');
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    await client.connect();
    try {
      await client.configSet('notify-keyspace-events', 'Exe');
      useRedis(`redis://127.0.0.1:${port}`);
      const entry = dataEntry('"a"');
      // A page as Next stores it: Next's default expire is a year.
      const pageContext = {
        ...entry.setContext,
        tags: ['page'],
        cacheControl: { revalidate: 60, expire: 365 * 24 * 60 * 60 },
      };
      const other = dataEntry('"b"');
      let keys: string[] = [];
      // Until the handler is connected, writes go to this process only: write again until Redis holds them.
      for (let attempt = 0; attempt < 100 && keys.length < 3; attempt += 1) {
        await newHandler().set(entry.key, entry.value, pageContext as unknown as typeof entry.setContext);
        await newHandler().set(other.key, other.value, other.setContext);
        await new Promise((resolve) => setTimeout(resolve, 100));
        keys = await client.keys('*');
        // The writes return before Redis has them: the hashes get their TTL just after.
        if ((await Promise.all(keys.map((key) => client.ttl(key)))).includes(-1)) keys = [];
      }
      expect(keys.sort()).toEqual(
        [entry.key, other.key, '__sharedTags__'].map((key) => `tuma:test-build:${key}`).sort(),
      );
      for (const key of keys) {
        const ttl = await client.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(freshness.entryLifetimeSeconds);
      }
    } finally {
      await client.disconnect();
    }
  });
});
