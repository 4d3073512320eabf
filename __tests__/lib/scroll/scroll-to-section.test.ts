import { SCROLL_DURATION_MS } from '@/lib/scroll/scroll-to-section';

type ScrollState = typeof import('@/lib/scroll/scroll-state');
type ScrollToSection = typeof import('@/lib/scroll/scroll-to-section');

describe('scrollToSection', () => {
  // Fresh modules per test: what one test's scroll leaves in the page's scroll state must not reach the next.
  let scrollToSection: ScrollToSection['scrollToSection'];
  let isProgrammaticScroll: ScrollState['isProgrammaticScroll'];
  let frames: FrameRequestCallback[];
  let now: number;
  let scrollY: number;

  beforeEach(() => {
    jest.isolateModules(() => {
      ({ scrollToSection } = jest.requireActual<ScrollToSection>('../../../lib/scroll/scroll-to-section'));
      ({ isProgrammaticScroll } = jest.requireActual<ScrollState>('../../../lib/scroll/scroll-state'));
    });
    frames = [];
    now = 1000;
    scrollY = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrollY = options.top ?? scrollY;
    }) as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    document.body.innerHTML = '<section id="target"></section>';
    jest
      .spyOn(document.getElementById('target')!, 'getBoundingClientRect')
      .mockReturnValue({ top: 2000, height: 300 } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  /** Runs the next animation frame at `at` ms after the start. */
  const frame = (at: number) => {
    now = 1000 + at;
    frames.shift()!(now);
  };
  /** The animation is over: the frames still asked for (the one that closes its span) leave the page where it is. */
  const expectStopped = () => {
    const stoppedAt = scrollY;
    for (let at = SCROLL_DURATION_MS * 2; frames.length > 0 && at < SCROLL_DURATION_MS * 3; at += 16)
      frame(at);
    expect(frames).toHaveLength(0);
    expect(scrollY).toBe(stoppedAt);
  };

  it('animates to the section over the full duration, then focuses it', () => {
    expect(scrollToSection('target', 'start')).toBe(true);
    frame(SCROLL_DURATION_MS / 2);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(2000);
    frame(SCROLL_DURATION_MS);
    expect(scrollY).toBe(2000);
    expectStopped();
    expect(document.activeElement?.id).toBe('target');
  });

  it('counts as the page scrolling itself from the click to the frame after its last one', () => {
    expect(isProgrammaticScroll()).toBe(false);
    scrollToSection('target', 'center');
    expect(isProgrammaticScroll()).toBe(true);
    frame(SCROLL_DURATION_MS + 400); // a starved machine: the first frame comes late and is the last
    expect(scrollY).toBeGreaterThan(0);
    expect(isProgrammaticScroll()).toBe(true);
    frame(SCROLL_DURATION_MS + 420);
    expect(frames).toHaveLength(0);
    expect(isProgrammaticScroll()).toBe(true);
    now += 1;
    expect(isProgrammaticScroll()).toBe(false);
    expect(isProgrammaticScroll(1000 + SCROLL_DURATION_MS / 2)).toBe(true);
  });

  it.each([
    ['a wheel back up', () => new WheelEvent('wheel', { deltaY: -120 })],
    ['a touch', () => new Event('touchstart')],
    ['a key', () => new KeyboardEvent('keydown', { key: 'ArrowUp' })],
    ['a click', () => new Event('pointerdown')],
  ])('stops where it is on %s, and never pulls the page back', (_, event) => {
    scrollToSection('target', 'start');
    frame(SCROLL_DURATION_MS / 2);
    expect(scrollY).toBeGreaterThan(100);
    window.dispatchEvent(event());
    scrollY = 100; // the visitor's own scrolling
    frame(SCROLL_DURATION_MS * 0.6);
    expect(scrollY).toBe(100);
    expectStopped();
  });

  it('keeps going while the visitor wheels the same way, so a visitor scrolling down still gets the reveal', () => {
    scrollToSection('target', 'start', { focus: false });
    frame(SCROLL_DURATION_MS / 2);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 60 }));
    frame(SCROLL_DURATION_MS);
    expect(scrollY).toBe(2000);
    expect(document.activeElement?.id).not.toBe('target');
  });
});
