import { easeInOutCubic, getScrollTarget } from '@/lib/scroll/scroll-target';

const base = { viewportHeight: 800, scrollY: 0, maxScrollY: 5000, headerOffset: 64 };

describe('getScrollTarget', () => {
  it('centres a section in the area below the sticky header', () => {
    // Section 400 px tall at 2000 px: visible area is 736 px, so 168 px above it stay free.
    expect(getScrollTarget({ ...base, elementTop: 2000, elementHeight: 400, block: 'center' })).toBe(
      2000 - 64 - 168,
    );
  });

  it('aligns a section to the start, just under the header, when asked', () => {
    expect(getScrollTarget({ ...base, elementTop: 2000, elementHeight: 400, block: 'start' })).toBe(1936);
  });

  it('aligns a section taller than the visible area to the start even when centring was asked', () => {
    expect(getScrollTarget({ ...base, elementTop: 2000, elementHeight: 1200, block: 'center' })).toBe(1936);
  });

  it('accounts for the current scroll position', () => {
    expect(
      getScrollTarget({ ...base, scrollY: 1000, elementTop: 500, elementHeight: 100, block: 'start' }),
    ).toBe(1436);
  });

  it('never scrolls above the top or past the bottom of the page', () => {
    expect(getScrollTarget({ ...base, elementTop: 10, elementHeight: 100, block: 'center' })).toBe(0);
    expect(
      getScrollTarget({ ...base, maxScrollY: 1500, elementTop: 4800, elementHeight: 100, block: 'start' }),
    ).toBe(1500);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at one half', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('clamps progress outside 0..1', () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
});
