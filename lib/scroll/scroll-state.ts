// Set while the page scrolls itself (a navigation entry's animation), so scroll-driven effects can tell a
// visitor's own scrolling from ours.
let programmaticUntil = 0;

export function markProgrammaticScroll(durationMs: number) {
  programmaticUntil = Math.max(programmaticUntil, performance.now() + durationMs);
}

export function isProgrammaticScroll(): boolean {
  return performance.now() < programmaticUntil;
}
