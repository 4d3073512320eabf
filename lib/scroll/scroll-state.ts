// When the page scrolls itself (a navigation entry's animation, the smart-exchange reveal), so scroll-driven effects
// can tell a visitor's own scrolling from ours. Kept as time spans, not a flag: a busy browser can report what came
// into view long after the frame it was seen in (an IntersectionObserver entry's `time`), and that report must be
// judged by when it was seen.
type Span = { from: number; to: number };

const spans: Span[] = [];
const KEPT_SPANS = 8;

/** Starts a programmatic scroll; the returned function ends it (once the page has drawn its last position). */
export function beginProgrammaticScroll(): () => void {
  const span: Span = { from: performance.now(), to: Infinity };
  spans.push(span);
  if (spans.length > KEPT_SPANS) spans.shift();
  let isEnded = false;
  return () => {
    if (isEnded) return;
    isEnded = true;
    // Positions set in this frame are observed after its animation callbacks: the span ends with the next frame.
    requestAnimationFrame(() => (span.to = performance.now()));
  };
}

/** Whether the page was scrolling itself at `at` (a performance.now() time; now by default). */
export function isProgrammaticScroll(at: number = performance.now()): boolean {
  return spans.some(({ from, to }) => at >= from && at <= to);
}
