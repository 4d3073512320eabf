import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import { unstable_cache } from 'next/cache';
import { z } from 'zod';

export type Cached<T> = {
  value: T;
  fetchedAt: number;
  stale: boolean;
};

export type RefreshingCacheOptions<T> = {
  key: readonly string[];
  schema: z.ZodType<T>;
  ttlMs: number;
  retryAfterFailureMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

export type RefreshingCache<T> = {
  get(): Promise<Cached<T>>;
};

type Entry<T> = { value: T; fetchedAt: number };

/** Bump when the shape of a stored value changes, so no process reads another build's shape. */
const keyVersion = 'v2';

class NotCached extends Error {}

// unstable_cache keys by the function's source text, which bundles print differently: docs/rates.md
const task = new AsyncLocalStorage<() => Promise<Entry<unknown>>>();
function sharedEntry(): Promise<Entry<unknown>> {
  const run = task.getStore();
  return run ? run() : Promise.reject(new Error('sharedEntry runs only inside a refreshing cache'));
}
sharedEntry.toString = () => 'tuma.refreshing-cache';

export function createRefreshingCache<T>(
  load: (previous: T | undefined) => Promise<T>,
  options: RefreshingCacheOptions<T>,
): RefreshingCache<T> {
  const { ttlMs, retryAfterFailureMs, now = () => Date.now(), onError } = options;
  const keyParts = [keyVersion, ...options.key];
  const entrySchema = z.object({ value: options.schema, fetchedAt: z.number().finite() });
  // `read` never goes stale by Next's clock: this module decides when, by fetchedAt (docs/rates.md).
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
    const start = () => (loading ??= load(previous?.value).then((value) => ({ value, fetchedAt: now() })));
    let answer: unknown;
    try {
      answer = await task.run(start, refreshOrRead);
    } catch (error) {
      if (!loading) throw error;
    }
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
