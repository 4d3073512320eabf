import { beginProgrammaticScroll, isProgrammaticScroll } from '@/lib/scroll/scroll-state';

describe('programmatic scroll spans', () => {
  let frames: FrameRequestCallback[];
  let now: number;

  beforeEach(() => {
    frames = [];
    now = 10_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => jest.restoreAllMocks());

  it('covers a scroll from its start to the frame after it ends, judged at any past time', () => {
    const end = beginProgrammaticScroll();
    expect(isProgrammaticScroll()).toBe(true);
    expect(isProgrammaticScroll(9_999)).toBe(false);

    now = 10_700;
    end();
    // The last position is observed after this frame's callbacks: still ours until the next frame runs.
    now = 10_900;
    expect(isProgrammaticScroll()).toBe(true);
    frames.shift()!(now);
    expect(frames).toHaveLength(0);

    now = 11_000;
    expect(isProgrammaticScroll()).toBe(false);
    // A report seen during the scroll but delivered now is still recognised as ours.
    expect(isProgrammaticScroll(10_300)).toBe(true);
    expect(isProgrammaticScroll(10_900)).toBe(true);
    expect(isProgrammaticScroll(10_901)).toBe(false);
  });

  it('ends a span once, however often it is told to', () => {
    now = 20_000;
    const end = beginProgrammaticScroll();
    end();
    end();
    expect(frames).toHaveLength(1);
    now = 20_016;
    frames.shift()!(now);
    expect(isProgrammaticScroll(20_010)).toBe(true);
    expect(isProgrammaticScroll(20_017)).toBe(false);
  });
});
