// Time spans, not a flag: a busy browser reports an intersection long after the frame it was seen in.
type Span = { from: number; to: number };

const spans: Span[] = [];
const KEPT_SPANS = 8;

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

export function isProgrammaticScroll(at: number = performance.now()): boolean {
  return spans.some(({ from, to }) => at >= from && at <= to);
}
