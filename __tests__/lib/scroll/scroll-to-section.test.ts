import { scrollToSection, SCROLL_DURATION_MS } from '@/lib/scroll/scroll-to-section';

describe('scrollToSection', () => {
  let frames: FrameRequestCallback[];
  let now: number;
  let scrollY: number;

  beforeEach(() => {
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

  it('animates to the section over the full duration, then focuses it', () => {
    expect(scrollToSection('target', 'start')).toBe(true);
    frame(SCROLL_DURATION_MS / 2);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(2000);
    frame(SCROLL_DURATION_MS);
    expect(scrollY).toBe(2000);
    expect(frames).toHaveLength(0);
    expect(document.activeElement?.id).toBe('target');
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
    expect(frames).toHaveLength(0);
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
