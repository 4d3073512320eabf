// Safari has no requestIdleCallback: a short wait after `load` stands in for the first idle moment.
const NO_IDLE_CALLBACK_DELAY_MS = 500;
// A page that never goes idle still gets the callback.
const IDLE_TIMEOUT_MS = 3_000;

export function whenPageIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };

  if (document.readyState === 'complete') {
    onIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle?.();
  };
}
