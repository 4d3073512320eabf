export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts one attempt for `key`, unless `key` has used up its attempts within the window. */
  consume(key: string): RateLimitDecision;
  /** Gives back the last attempt counted for `key` (the attempt failed on our side, not the visitor's). */
  refund(key: string): void;
};

type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it, keys whose attempts have all expired go first, then the oldest. */
  maxKeys?: number;
  now?: () => number;
};

/**
 * A sliding-window limit held in this process's memory: at most `limit` attempts per key in any `windowMs`.
 * Each process counts on its own, so N instances behind a load balancer let through up to N × `limit`.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, at: number) =>
    (attempts.get(key) ?? []).filter((time) => time > at - windowMs);

  const evict = (at: number) => {
    for (const [key, times] of attempts) {
      if (attempts.size <= maxKeys) return;
      if (times.every((time) => time <= at - windowMs)) attempts.delete(key);
    }
    for (const key of attempts.keys()) {
      if (attempts.size <= maxKeys) return;
      attempts.delete(key);
    }
  };

  return {
    consume(key) {
      const at = now();
      const times = recent(key, at);
      const oldest = times[0];
      if (times.length >= limit && oldest !== undefined) {
        attempts.set(key, times);
        return { allowed: false, retryAfterMs: oldest + windowMs - at };
      }
      attempts.delete(key); // re-inserted last: Map order is then least recently used first
      attempts.set(key, [...times, at]);
      if (attempts.size > maxKeys) evict(at);
      return { allowed: true };
    },
    refund(key) {
      attempts.get(key)?.pop();
    },
  };
}
