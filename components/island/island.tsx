'use client';

import {
  Activity,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

import {
  createIslandGate,
  handOver,
  markFulfilled,
  watchIsland,
  type IslandGate,
  type ReadablePromise,
} from './island-gate';

type IslandProps<Props extends object> = {
  load: IslandLoader<Props>;
  /** The same component, imported on the server only, so the server renders it without waiting. */
  serverComponent?: ComponentType<Props>;
  props: Props;
};

type IslandLoader<Props extends object> = () => Promise<ComponentType<Props>>;

/** Hydrated once near the viewport or first touched; a tap before that is not lost (./island-gate.ts). */
export function Island<Props extends object>({ load, serverComponent, props }: IslandProps<Props>) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createIslandGate);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    return watchIsland(root, gate);
  }, [gate]);

  // A safety net for a retry React loses (see `ReadablePromise`): if the island has not hydrated a second after it
  // opened and its code loaded, an update makes React hydrate it at once. Nothing can suspend by then.
  const [, nudge] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    let unmounted = false;
    gate.opened
      ?.then(() => loadOnce(load))
      .then(() => {
        if (!unmounted) timer = window.setTimeout(() => gate.isHydrated || nudge(1), RETRY_GRACE_MS);
      });
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
    };
  }, [gate, load]);

  // Island re-renders only for that nudge: a re-render while its boundary can still suspend would make React throw
  // the server HTML away.
  return (
    <div ref={ref}>
      <Activity mode="visible">
        <Gate gate={gate}>
          <Loaded load={load} serverComponent={serverComponent} props={props} />
        </Gate>
        <HandOver gate={gate} root={ref} />
      </Activity>
    </div>
  );
}

// Time for React's own retry, which hydrates in slices while the main thread is free; the nudge hydrates in one go.
const RETRY_GRACE_MS = 1_000;

const subscribeNever = () => () => {};
// React reads the server snapshot while it hydrates server HTML, the client one when it renders on the client.
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

// Suspending inside the Activity keeps React from hydrating it: its server HTML stays as it is until the gate opens.
// (A Suspense boundary would do the same, but React streams a large one after the page, out of place.)
function Gate({ gate, children }: { gate: IslandGate; children: ReactNode }) {
  const isHydrating = useIsHydrating();
  // Read as a plain promise: React's types take a thenable with no `status` or a fulfilled one, not one that may be.
  const opened: Promise<void> | null = gate.opened;
  // `use` on every render, so React never sees it called in one attempt and not in the next.
  use(isHydrating && opened ? opened : ALREADY_OPEN);
  return children;
}

const ALREADY_OPEN: ReadablePromise<void> = Promise.resolve();
markFulfilled(ALREADY_OPEN, undefined);

function Loaded<Props extends object>({ load, serverComponent, props }: IslandProps<Props>) {
  const Component = serverComponent ?? use(loadOnce(load));
  // eslint-disable-next-line react-hooks/static-components -- one module, one promise per loader: always the same
  return <Component {...props} />;
}

// Commits with the boundary, so its layout effect runs once the island is hydrated, before the next paint.
function HandOver({ gate, root }: { gate: IslandGate; root: { current: HTMLElement | null } }) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || gate.isHydrated) return;
    handOver(element, gate);
  }, [gate, root]);
  return null;
}

const loads = new WeakMap<object, Promise<unknown>>();

// One promise per loader, as `use` needs. If the code cannot be loaded, the server HTML stays: its form still submits.
function loadOnce<Props extends object>(load: IslandLoader<Props>): Promise<ComponentType<Props>> {
  let loading = loads.get(load) as ReadablePromise<ComponentType<Props>> | undefined;
  if (!loading) {
    const settling: ReadablePromise<ComponentType<Props>> = load().then(
      (component) => {
        markFulfilled(settling, component);
        return component;
      },
      () => new Promise<never>(() => {}),
    );
    loading = settling;
    loads.set(load, loading);
  }
  return loading;
}
