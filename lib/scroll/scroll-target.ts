export type ScrollBlock = 'center' | 'start';

type ScrollTargetInput = {
  /** Element top relative to the viewport (getBoundingClientRect().top), px. */
  elementTop: number;
  elementHeight: number;
  viewportHeight: number;
  scrollY: number;
  /** Largest possible scrollY (document height − viewport height). */
  maxScrollY: number;
  /** Height covered by the sticky header, px. */
  headerOffset: number;
  block: ScrollBlock;
};

/** The scrollY that shows an element centred (or at the start, under the header), clamped to the page. */
export function getScrollTarget({
  elementTop,
  elementHeight,
  viewportHeight,
  scrollY,
  maxScrollY,
  headerOffset,
  block,
}: ScrollTargetInput): number {
  const visibleHeight = viewportHeight - headerOffset;
  // A section taller than the visible area would lose its heading when centred: align it to the start instead.
  const centred = block === 'center' && elementHeight <= visibleHeight;
  const absoluteTop = elementTop + scrollY;
  const target = centred
    ? absoluteTop - headerOffset - (visibleHeight - elementHeight) / 2
    : absoluteTop - headerOffset;
  return Math.round(Math.min(Math.max(target, 0), Math.max(maxScrollY, 0)));
}

/** easeInOutCubic over t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const clamped = Math.min(Math.max(t, 0), 1);
  return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}
