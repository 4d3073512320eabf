import 'server-only';

export type Cached<T> = {
  value: T;
  /** Epoch ms of the load that produced `value`. */
  fetchedAt: number;
  /** True when `value` is past its window and the latest refresh failed. */
  stale: boolean;
};

export type RefreshingCacheOptions = {
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

/**
 * An in-memory value with a freshness window. Concurrent misses share one load (single flight); when a refresh
 * fails, the last good value keeps being served, marked stale.
 * get() throws the load's error only when there has never been a good value.
 */
export function createRefreshingCache<T>(
  load: () => Promise<T>,
  options: RefreshingCacheOptions,
): RefreshingCache<T> {
  const { ttlMs, retryAfterFailureMs, now = () => Date.now(), onError } = options;
  let good: { value: T; fetchedAt: number } | undefined;
  let failure: { at: number; error: unknown } | undefined;
  let inflight: Promise<Cached<T>> | undefined;

  async function refresh(): Promise<Cached<T>> {
    try {
      const value = await load();
      good = { value, fetchedAt: now() };
      failure = undefined;
      return { ...good, stale: false };
    } catch (error) {
      failure = { at: now(), error };
      onError?.(error);
      if (good) return { ...good, stale: true };
      throw error;
    }
  }

  return {
    get() {
      const time = now();
      if (good && time - good.fetchedAt < ttlMs) return Promise.resolve({ ...good, stale: false });
      if (failure && time - failure.at < retryAfterFailureMs) {
        return good ? Promise.resolve({ ...good, stale: true }) : Promise.reject(failure.error);
      }
      inflight ??= refresh().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}
