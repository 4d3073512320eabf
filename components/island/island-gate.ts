// React drops a tap on server HTML it has not hydrated, and keeps typed text in the field but not in its state:
// both are handed over here once the island is hydrated.

export type IslandGate = {
  opened: ReadablePromise<void> | null;
  open: () => void;
  isHydrated: boolean;
  missed: MissedInput[];
  stopWatching: () => void;
};

// Rather early than late: the code is loaded while the visitor scrolls towards the island.
const SEEN_MARGIN = '200px 0px';
const FIRST_TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
// What a missed click or key is given again to: not links or fields, whose own default action already happened.
const TAPPABLE = 'button, [role="option"], [role="tab"], [role="switch"], [role="checkbox"]';

type MissedInput = { target: HTMLElement; key?: KeyboardEventInit };

const MISSABLE_EVENTS = ['click', 'keydown'] as const;

function keyOf(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
  return { key, code, altKey, ctrlKey, metaKey, shiftKey };
}

/** Marked settled by the island (React's thenable protocol): left to React, some loads never hydrated. */
export type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function markFulfilled<T>(promise: ReadablePromise<T>, value: T): void {
  promise.status = 'fulfilled';
  promise.value = value;
}

export function createIslandGate(): IslandGate {
  let resolve = () => {};
  const opened: ReadablePromise<void> | null =
    typeof window === 'undefined' ? null : new Promise<void>((done) => (resolve = done));
  return {
    opened,
    open: () => {
      if (opened) markFulfilled(opened, undefined);
      resolve();
    },
    isHydrated: false,
    missed: [],
    stopWatching: () => {},
  };
}

export function watchIsland(root: HTMLElement, gate: IslandGate): () => void {
  if (gate.isHydrated) return () => {};
  // What tests and the curious can read: whether this island still waits.
  root.dataset.island = 'waiting';
  const isInside = (event: Event) => event.target instanceof Node && root.contains(event.target);
  // Once open, only the missed taps and keys matter until the island has hydrated.
  const stopOpening = () => {
    observer?.disconnect();
    for (const type of FIRST_TOUCH_EVENTS) window.removeEventListener(type, onFirstTouch, { capture: true });
  };
  const open = () => {
    stopOpening();
    gate.open();
  };
  const onFirstTouch = (event: Event) => {
    if (isInside(event)) open();
  };
  // On window in the capture phase, so this runs before React's listener on the document.
  const reached = new WeakSet<Event>();
  const onInput = (event: Event) => {
    if (!isInside(event)) return;
    window.setTimeout(() => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null;
      if (reached.has(event) || !target || !root.contains(target)) return;
      gate.missed.push(event instanceof KeyboardEvent ? { target, key: keyOf(event) } : { target });
    });
  };
  // Reached only when React let the event through: it hydrated the island in time and handled it.
  const onInputReached = (event: Event) => reached.add(event);

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
          rootMargin: SEEN_MARGIN,
        });
  for (const type of MISSABLE_EVENTS) {
    window.addEventListener(type, onInput, { capture: true });
    root.addEventListener(type, onInputReached, { capture: true });
  }
  if (observer) {
    observer.observe(root);
    for (const type of FIRST_TOUCH_EVENTS) window.addEventListener(type, onFirstTouch, { capture: true });
  } else {
    gate.open();
  }
  gate.stopWatching = () => {
    stopOpening();
    for (const type of MISSABLE_EVENTS) {
      window.removeEventListener(type, onInput, { capture: true });
      root.removeEventListener(type, onInputReached, { capture: true });
    }
  };
  return gate.stopWatching;
}

export function handOver(root: HTMLElement, gate: IslandGate): void {
  gate.isHydrated = true;
  gate.stopWatching();
  root.dataset.island = 'hydrated';
  const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'hidden' || input.value === input.defaultValue || !setNativeValue) continue;
    const typed = input.value;
    // React tracks the value it last saw; set the server value through it, then the typed one past it, so the
    // input event below reads as a change.
    input.value = input.defaultValue;
    setNativeValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const { target, key } of gate.missed.splice(0)) {
    if (!target.isConnected) continue;
    if (key) target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
    else target.click();
  }
}
