/** @jest-environment node */
import { z } from 'zod';

import { createRefreshingCache } from '@/lib/provider/cache';

import { installNextCache, installTestClock } from '../cache/next-cache';

// The entries live in Next's own cache (unstable_cache over Next's IncrementalCache and our cache handler); each test
// starts from an empty one. A second cache with the same key stands for another server process of the same build:
// it shares the entries, not the in-process state (the load in flight, the last failure).

afterEach(() => jest.restoreAllMocks());

function setup(ttlMs = 1_000, retryAfterFailureMs = 500) {
  const clock = installTestClock(10_000);
  installNextCache();
  const results: (() => Promise<string>)[] = [];
  const load = jest.fn(() => (results.shift() ?? (() => Promise.resolve('default')))());
  const onError = jest.fn();
  const options = { key: ['test', 'value'], schema: z.string(), ttlMs, retryAfterFailureMs, onError };
  const cache = createRefreshingCache(load, options);
  return {
    cache,
    load,
    onError,
    /** The same entry seen from another process: its own loads, failures and back-off. */
    otherProcess: (otherLoad: () => Promise<string>) => createRefreshingCache(otherLoad, options),
    next: (result: () => Promise<string>) => results.push(result),
    advance: clock.advance,
  };
}

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('createRefreshingCache', () => {
  it('loads once per window', async () => {
    const { cache, load, next, advance } = setup();
    next(() => Promise.resolve('a'));
    next(() => Promise.resolve('b'));
    expect(await cache.get()).toEqual({ value: 'a', fetchedAt: 10_000, stale: false });
    advance(999);
    expect((await cache.get()).value).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get()).toEqual({ value: 'b', fetchedAt: 11_000, stale: false });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { cache, load, next } = setup();
    let release: (value: string) => void = () => undefined;
    next(() => new Promise<string>((resolve) => (release = resolve)));
    const pending = Array.from({ length: 20 }, () => cache.get());
    await until(() => load.mock.calls.length > 0);
    release('a');
    const results = await Promise.all(pending);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result.value))).toEqual(new Set(['a']));
  });

  it('keeps serving the last good value, marked stale, when a refresh fails', async () => {
    const { cache, load, onError, next, advance } = setup();
    next(() => Promise.resolve('a'));
    next(() => Promise.reject(new Error('down')));
    await cache.get();
    advance(1_500);
    expect(await cache.get()).toEqual({ value: 'a', fetchedAt: 10_000, stale: true });
    expect(onError).toHaveBeenCalledTimes(1);
    // Within the pause after a failure, no new load.
    advance(400);
    expect(await cache.get()).toEqual({ value: 'a', fetchedAt: 10_000, stale: true });
    expect(load).toHaveBeenCalledTimes(2);
    // After it, the next request tries again and recovers.
    next(() => Promise.resolve('b'));
    advance(100);
    expect(await cache.get()).toEqual({ value: 'b', fetchedAt: 12_000, stale: false });
  });

  it('fails when there has never been a good value, and remembers the failure briefly', async () => {
    const { cache, load, next, advance } = setup();
    const error = new Error('down');
    next(() => Promise.reject(error));
    await expect(cache.get()).rejects.toBe(error);
    await expect(cache.get()).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(1);
    advance(500);
    next(() => Promise.resolve('a'));
    expect((await cache.get()).value).toBe('a');
  });

  it('serves another process the value one process loaded, with its age, without loading it again', async () => {
    const { cache, next, advance, otherProcess } = setup();
    next(() => Promise.resolve('a'));
    await cache.get();
    advance(600);
    const otherLoad = jest.fn(() => Promise.resolve('other'));
    expect(await otherProcess(otherLoad).get()).toEqual({ value: 'a', fetchedAt: 10_000, stale: false });
    expect(otherLoad).not.toHaveBeenCalled();
  });

  it('never stores a failure over the last good value: another process still finds it', async () => {
    const { cache, next, advance, otherProcess } = setup();
    next(() => Promise.resolve('a'));
    next(() => Promise.reject(new Error('down')));
    await cache.get();
    advance(1_500);
    expect((await cache.get()).stale).toBe(true);
    // The other process has no failure of its own yet: it asks once, fails too, and serves the same last good value.
    const otherLoad = jest.fn(() => Promise.reject(new Error('still down')));
    expect(await otherProcess(otherLoad).get()).toEqual({ value: 'a', fetchedAt: 10_000, stale: true });
    expect(otherLoad).toHaveBeenCalledTimes(1);
  });

  it('serves another process a refresh one process made, as fresh', async () => {
    const { cache, next, advance, otherProcess } = setup();
    next(() => Promise.resolve('a'));
    next(() => Promise.resolve('b'));
    await cache.get();
    advance(1_000);
    await cache.get();
    const otherLoad = jest.fn(() => Promise.resolve('other'));
    expect(await otherProcess(otherLoad).get()).toEqual({ value: 'b', fetchedAt: 11_000, stale: false });
    expect(otherLoad).not.toHaveBeenCalled();
  });

  it('counts a stored value of another shape as no value', async () => {
    const { advance } = setup();
    const numbers = createRefreshingCache(() => Promise.resolve(42), {
      key: ['test', 'value'],
      schema: z.number(),
      ttlMs: 1_000,
      retryAfterFailureMs: 500,
    });
    await numbers.get();
    advance(1_000);
    const strings = createRefreshingCache(() => Promise.resolve('a'), {
      key: ['test', 'value'],
      schema: z.string(),
      ttlMs: 1_000,
      retryAfterFailureMs: 500,
    });
    expect(await strings.get()).toMatchObject({ value: 'a', stale: false });
  });
});
