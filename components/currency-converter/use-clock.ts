'use client';

import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

function subscribeClock(onTick: () => void) {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
}

// Snapshots must be stable between ticks: the clock moves in steps.
function readClock() {
  return Math.floor(Date.now() / TICK_MS) * TICK_MS;
}

/** The time, in steps; the server render's time until hydrated, so both render the same. */
export function useClock(renderedAt: number): number {
  return useSyncExternalStore(subscribeClock, readClock, () => renderedAt);
}
