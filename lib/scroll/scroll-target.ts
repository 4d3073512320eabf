export type ScrollBlock = 'center' | 'start';

type ScrollTargetInput = {
  elementTop: number;
  elementHeight: number;
  viewportHeight: number;
  scrollY: number;
  maxScrollY: number;
  headerOffset: number;
  block: ScrollBlock;
};

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
  const centred = block === 'center' && elementHeight <= visibleHeight;
  const absoluteTop = elementTop + scrollY;
  const target = centred
    ? absoluteTop - headerOffset - (visibleHeight - elementHeight) / 2
    : absoluteTop - headerOffset;
  return Math.round(Math.min(Math.max(target, 0), Math.max(maxScrollY, 0)));
}

export function easeInOutCubic(t: number): number {
  const clamped = Math.min(Math.max(t, 0), 1);
  return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}
