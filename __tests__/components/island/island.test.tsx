// @testing-library/dom, not /react: the latter makes React queue work for act() instead of its own scheduler.
import { screen, waitFor } from '@testing-library/dom';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { Island } from '@/components/island/island';

// The island opens when seen: here, when a test says so, after React has hydrated the page around it.
const sightings: (() => void)[] = [];
class StubIntersectionObserver {
  constructor(onChange: (entries: { isIntersecting: boolean }[]) => void) {
    sightings.push(() => onChange([{ isIntersecting: true }]));
  }
  observe() {}
  disconnect() {}
}
globalThis.IntersectionObserver = StubIntersectionObserver as unknown as typeof IntersectionObserver;
const seeIslands = () => sightings.splice(0).forEach((see) => see());
// Long enough for React to hydrate the page and suspend on the closed gate.
const settle = () => new Promise((done) => setTimeout(done, 100));

// When set, React is never told that the gate opened, though it can read so when it renders: the lost retry seen in
// browsers (see `ReadablePromise`), made certain. React listens with two callbacks; the island's own code with one.
let mockDeafGate = false;
jest.mock('../../../components/island/island-gate', () => {
  const actual = jest.requireActual('../../../components/island/island-gate');
  return {
    ...actual,
    createIslandGate: () => {
      const gate = actual.createIslandGate();
      if (mockDeafGate && gate.opened) {
        const opened: Promise<void> & { status?: string } = gate.opened;
        let statusSetByReact: string | undefined;
        gate.opened = {
          then: (onOpened: () => unknown, onFailed?: unknown) =>
            onFailed ? undefined : opened.then(onOpened),
          get status() {
            return opened.status ?? statusSetByReact;
          },
          set status(status: string | undefined) {
            statusSetByReact = status;
          },
        };
      }
      return gate;
    },
  };
});

function Counter({ label }: { label: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((count) => count + 1)}>
      {label} {taps}
    </button>
  );
}

const roots: Root[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
  sightings.length = 0;
  mockDeafGate = false;
});

// The page as the server sent it: the island's wrapper, and Activity's markers around the component's HTML.
function hydrateIsland(load: () => Promise<ComponentType<{ label: string }>>) {
  const container = document.createElement('div');
  container.innerHTML = `<div><!--&-->${renderToString(<Counter label="Taps" />)}<!--/&--></div>`;
  document.body.append(container);
  const serverButton = screen.getByRole('button');
  const recoverableErrors: unknown[] = [];
  roots.push(
    hydrateRoot(container, <Island load={load} props={{ label: 'Taps' }} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    }),
  );
  return { island: container.firstElementChild as HTMLElement, serverButton, recoverableErrors };
}

it('hydrates once open, keeping the server HTML, and then responds', async () => {
  const { island, serverButton, recoverableErrors } = hydrateIsland(() => Promise.resolve(Counter));

  // Hydration, then the island watching: it may take more than a settle on a busy machine.
  await waitFor(() => expect(island).toHaveAttribute('data-island', 'waiting'));
  seeIslands();
  await waitFor(() => expect(island).toHaveAttribute('data-island', 'hydrated'));
  expect(screen.getByRole('button')).toBe(serverButton);
  serverButton.click();
  await waitFor(() => expect(serverButton).toHaveTextContent('Taps 1'));
  expect(recoverableErrors).toEqual([]);
});

it('hydrates even when React misses that the gate opened, still keeping the server HTML', async () => {
  mockDeafGate = true;
  let loaded = false;
  const { island, serverButton, recoverableErrors } = hydrateIsland(async () => {
    loaded = true;
    return Counter;
  });

  await settle();
  seeIslands();
  await waitFor(() => expect(loaded).toBe(true));
  await settle();
  // React cannot retry by itself: only the island's nudge, a second later, hydrates it.
  expect(island).toHaveAttribute('data-island', 'waiting');
  await waitFor(() => expect(island).toHaveAttribute('data-island', 'hydrated'), { timeout: 3_000 });
  expect(screen.getByRole('button')).toBe(serverButton);
  serverButton.click();
  await waitFor(() => expect(serverButton).toHaveTextContent('Taps 1'));
  expect(recoverableErrors).toEqual([]);
});
