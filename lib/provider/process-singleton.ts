import 'server-only';

// Each bundle has its own module state; globalThis gives one service per process (docs/rates.md).
const registry = globalThis as typeof globalThis & { __tumaSingletons?: Map<string, unknown> };

export function processSingleton<T>(key: string, create: () => T): T {
  registry.__tumaSingletons ??= new Map();
  if (!registry.__tumaSingletons.has(key)) registry.__tumaSingletons.set(key, create());
  return registry.__tumaSingletons.get(key) as T;
}
