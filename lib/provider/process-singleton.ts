import 'server-only';

// Next bundles the page render and each route handler separately, so module-level state would exist once per
// bundle. Keeping the services on globalThis gives one per server process: concurrent misses share one provider call,
// and a failing provider is left alone by the whole process (the data is in Next's cache, cache.ts).
const registry = globalThis as typeof globalThis & { __tumaSingletons?: Map<string, unknown> };

/** The value registered under `key` in this process, created by `create` on first use. */
export function processSingleton<T>(key: string, create: () => T): T {
  registry.__tumaSingletons ??= new Map();
  if (!registry.__tumaSingletons.has(key)) registry.__tumaSingletons.set(key, create());
  return registry.__tumaSingletons.get(key) as T;
}
