/** @jest-environment node */
import { createRefreshingCache } from '@/lib/provider/cache';

function setup(ttlMs = 1_000, retryAfterFailureMs = 500) {
  let time = 10_000;
  const results: (() => Promise<string>)[] = [];
  const load = jest.fn(() => (results.shift() ?? (() => Promise.resolve('default')))());
  const onError = jest.fn();
  const cache = createRefreshingCache(load, { ttlMs, retryAfterFailureMs, now: () => time, onError });
  return {
    cache,
    load,
    onError,
    next: (result: () => Promise<string>) => results.push(result),
    advance: (ms: number) => {
      time += ms;
    },
  };
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
});
