// Safari has no requestIdleCallback: a short wait after `load` stands in for the first idle moment.
const NO_IDLE_CALLBACK_DELAY_MS = 500;
// A page that never goes idle still gets the callback.
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Calls back once, at the first idle moment after `load`; with `latestMs`, no later than that from now, for a `load`
 * held back by a slow image. Returns a cancel function.
 */
export function whenPageIdle(callback: () => void, { latestMs }: { latestMs?: number } = {}): () => void {
  let cancelIdle: (() => void) | undefined;
  let latest: number | undefined;
  const cancel = () => {
    window.removeEventListener('load', onIdle);
    cancelIdle?.();
    window.clearTimeout(latest);
  };
  const run = () => {
    cancel();
    callback();
  };
  function onIdle() {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  }

  if (latestMs !== undefined) latest = window.setTimeout(run, latestMs);
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return cancel;
}
