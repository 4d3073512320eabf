/** What Next passes to a cache handler's constructor (next/dist/server/lib/incremental-cache). */
export type CacheHandlerContext = {
  fs?: unknown;
  dev?: boolean;
  flushToDisk?: boolean;
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
  revalidatedTags?: string[];
  fetchCacheKeyPrefix?: string;
  _requestHeaders?: Record<string, unknown>;
};

/** Next's cache handler: Redis shared by every replica when REDIS_URL is set, Next's own cache otherwise. */
export default class CacheHandler {
  constructor(ctx: CacheHandlerContext);
  get(key: string, ctx: { kind: string } & Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

/** Closes this process's Redis connections (tests; a server simply exits). */
export function closeSharedCache(): Promise<void>;
