export type CacheSettings = {
  /** REDIS_URL: the Redis the replicas share, or undefined for each process's own cache. */
  redisUrl: string | undefined;
  /** `next build` (NEXT_PHASE): no Redis while prerendering. */
  isBuild: boolean;
  /** SKIP_KEYSPACE_CONFIG_CHECK=true: nextjs-turbo-redis-cache skips its keyspace-events check, so do we. */
  skipKeyspaceCheck: boolean;
};

export function publishCacheSettings(settings: CacheSettings): void;
export function readCacheSettings(): CacheSettings | undefined;
