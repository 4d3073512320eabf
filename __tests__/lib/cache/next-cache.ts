import os from 'node:os';
import path from 'node:path';

import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

import TumaCacheHandler from '@/lib/cache/cache-handler.mjs';

// Outside a Next server, unstable_cache reads and writes globalThis.__incrementalCache. These helpers put Next's own
// IncrementalCache there, with our cache handler (lib/cache/cache-handler.mjs, so Next's FileSystemCache in memory when
// REDIS_URL is unset): the tests go through the same code as a server does.

let installs = 0;

type IncrementalCacheOptions = ConstructorParameters<typeof IncrementalCache>[0];

/**
 * A fresh, empty Next cache for the code under test (each install keys its entries apart, as another build would).
 * With `prefix`, several installs share entries, as the processes of one build do.
 */
export function installNextCache(prefix?: string): IncrementalCache {
  installs += 1;
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    serverDistDir: path.join(os.tmpdir(), 'tuma-jest-next-cache', 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: 50 * 1024 * 1024,
    previewProps: { previewModeId: 'jest', previewModeSigningKey: 'jest', previewModeEncryptionKey: 'jest' },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'jest', previewModeSigningKey: 'jest', previewModeEncryptionKey: 'jest' },
    } as unknown as IncrementalCacheOptions['prerenderManifest'],
    fetchCacheKeyPrefix: prefix ?? `jest-${process.pid}-${installs}`,
    CurCacheHandler: TumaCacheHandler,
  });
  (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache = cache;
  return cache;
}

export type TestClock = {
  /** Moves both clocks forward. */
  advance: (ms: number) => void;
  now: () => number;
};

/**
 * Moves Date.now (our code's clock) and performance.now (Next's, which ages cache entries) together. With `start`,
 * Date.now stands still at it until advanced; without, it runs from the real time. Next's clock runs a second ahead:
 * our code asks Next to refresh an entry only once it has aged out by Date.now, and Next must then agree.
 * Restored by jest.restoreAllMocks().
 */
export function installTestClock(start?: number): TestClock {
  const realDateNow = Date.now.bind(Date);
  const realPerformanceNow = performance.now.bind(performance);
  const installedAt = realDateNow();
  const nextLeadMs = 1_000;
  let offset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => (start ?? realDateNow()) + offset);
  jest
    .spyOn(performance, 'now')
    .mockImplementation(() => realPerformanceNow() + ((start ?? installedAt) - installedAt) + offset + nextLeadMs);
  return {
    advance: (ms) => {
      offset += ms;
    },
    now: () => Date.now(),
  };
}
