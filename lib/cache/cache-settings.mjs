// The hand-over of the cache handler's settings. Next imports lib/cache/cache-handler.mjs by itself, untranspiled and
// outside the app's bundles, so it cannot import lib/env.ts, the one reader of the server's environment: lib/env.ts
// publishes what the handler needs here when it is parsed (instrumentation.ts, at server start), under a registered
// symbol every copy of both modules in the process shares.

const settingsKey = Symbol.for('tuma.cache-settings');
const holder = /** @type {{ [settingsKey]?: import('./cache-settings.d.mts').CacheSettings }} */ (globalThis);

/** @param {import('./cache-settings.d.mts').CacheSettings} settings */
export function publishCacheSettings(settings) {
  holder[settingsKey] = settings;
}

/** What lib/env.ts published, or undefined before it was parsed (or in a process that never parses it). */
export function readCacheSettings() {
  return holder[settingsKey];
}
