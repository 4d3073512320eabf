import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import { unstable_cache } from 'next/cache';
import { z } from 'zod';

export type Cached<T> = {
  value: T;
  /** Epoch ms of the load that produced `value`. */
  fetchedAt: number;
  /** True when `value` is past its window and the latest refresh failed. */
  stale: boolean;
};

export type RefreshingCacheOptions<T> = {
  /** Names the entry in Next's cache, the same in every process: e.g. ['rates', 'configuration', providerId]. */
  key: readonly string[];
  /** What a stored value must parse as; anything else counts as no entry. */
  schema: z.ZodType<T>;
  /** How long a loaded value is served without asking again. */
  ttlMs: number;
  /**
   * After a failed load, how long to answer from what we have (the last good value, or the failure itself) before
   * trying again: a provider that is down or hanging is not asked on every request.
   */
  retryAfterFailureMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

export type RefreshingCache<T> = {
  get(): Promise<Cached<T>>;
};

type Entry<T> = { value: T; fetchedAt: number };

/** Bump when the shape of a stored value changes, so no process reads another build's shape. */
const keyVersion = 'v1';

class NotCached extends Error {}

// Next keys an unstable_cache entry by the function's source text and the key parts. Every entry is read and written
// through this one function, whose source text is pinned because bundling may print it differently in each bundle (the
// pages', each route handler's); what it does on a given call comes from `task`.
const task = new AsyncLocalStorage<() => Promise<Entry<unknown>>>();
function sharedEntry(): Promise<Entry<unknown>> {
  const run = task.getStore();
  return run ? run() : Promise.reject(new Error('sharedEntry runs only inside a refreshing cache'));
}
sharedEntry.toString = () => 'tuma.refreshing-cache';

/**
 * A value in Next's cache (unstable_cache: Redis shared by every replica when REDIS_URL is set, the process's own cache
 * otherwise; lib/cache/cache-handler.mjs) with a freshness window. The stored entry is the validated value and when it
 * was loaded, so any process can tell its true age. When a refresh fails, the last good entry stays where it is and is
 * served marked stale; a failure is never stored. get() throws the load's error only when there has never been a good
 * value.
 *
 * Two things stay in this process's memory, and neither is data: the load in flight (concurrent misses share it) and
 * the last failure (the back-off: a failing provider is asked again only after `retryAfterFailureMs`, per process).
 */
export function createRefreshingCache<T>(
  load: () => Promise<T>,
  options: RefreshingCacheOptions<T>,
): RefreshingCache<T> {
  const { ttlMs, retryAfterFailureMs, now = () => Date.now(), onError } = options;
  const keyParts = [keyVersion, ...options.key];
  const entrySchema = z.object({ value: options.schema, fetchedAt: z.number().finite() });
  // Both read the same entry. `read` never finds it stale, so Next never refreshes it on its own: this module decides
  // when, by `fetchedAt`. `refreshOrRead` is called only once the window has passed, when Next also finds the entry
  // stale and hands the load to sharedEntry (at once, or behind the old value inside a request; either way `loading`
  // is awaited).
  const read = unstable_cache(sharedEntry, keyParts, { revalidate: false });
  const refreshOrRead = unstable_cache(sharedEntry, keyParts, { revalidate: ttlMs / 1000 });

  let failure: { at: number; error: unknown } | undefined;
  let inflight: Promise<Cached<T>> | undefined;

  const parse = (stored: unknown): Entry<T> | undefined => {
    const parsed = entrySchema.safeParse(stored);
    return parsed.success ? (parsed.data as Entry<T>) : undefined;
  };

  async function stored(): Promise<Entry<T> | undefined> {
    try {
      return parse(await task.run(() => Promise.reject(new NotCached()), read));
    } catch (error) {
      if (error instanceof NotCached) return undefined;
      throw error;
    }
  }

  async function refresh(previous: Entry<T> | undefined): Promise<Cached<T>> {
    let loading: Promise<Entry<T>> | undefined;
    const start = () => (loading ??= load().then((value) => ({ value, fetchedAt: now() })));
    let answer: unknown;
    try {
      answer = await task.run(start, refreshOrRead);
    } catch (error) {
      // Before handing over the load, Next can only fail for want of a cache: nothing to fall back on.
      if (!loading) throw error;
    }
    // Next answered from its entry without loading: by its clock the entry is fresh (it may just have been written by
    // another process). A value it holds in another shape is replaced when Next next finds it stale.
    const current = loading ? undefined : parse(answer);
    if (current) return { ...current, stale: false };
    try {
      const fresh = await start();
      failure = undefined;
      return { ...fresh, stale: false };
    } catch (error) {
      failure = { at: now(), error };
      onError?.(error);
      if (previous) return { ...previous, stale: true };
      throw error;
    }
  }

  return {
    async get() {
      const previous = await stored();
      const time = now();
      if (previous && time - previous.fetchedAt < ttlMs) return { ...previous, stale: false };
      if (failure && time - failure.at < retryAfterFailureMs) {
        if (previous) return { ...previous, stale: true };
        throw failure.error;
      }
      inflight ??= refresh(previous).finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}
