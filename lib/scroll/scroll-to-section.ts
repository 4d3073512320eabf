import { beginProgrammaticScroll } from './scroll-state';
import { easeInOutCubic, getScrollTarget, type ScrollBlock } from './scroll-target';

export const SCROLL_DURATION_MS = 700;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function headerOffset(): number {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  return header?.getBoundingClientRect().height ?? 0;
}

export function scrollToSection(id: string, block: ScrollBlock = 'center', { focus = true } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  const target = getScrollTarget({
    elementTop: rect.top,
    elementHeight: rect.height,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
    maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
    headerOffset: headerOffset(),
    block,
  });
  const focusSection = () => {
    if (!focus) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };

  const endProgrammaticScroll = beginProgrammaticScroll();
  if (prefersReducedMotion()) {
    window.scrollTo({ top: target, behavior: 'instant' });
    endProgrammaticScroll();
    focusSection();
    return true;
  }

  const start = window.scrollY;
  const distance = target - start;
  const startedAt = performance.now();
  // A wheel in the animation's own direction does not stop it: a visitor scrolling on down keeps the reveal.
  let isInterrupted = false;
  const interrupt = (event: Event) => {
    if (event instanceof WheelEvent && Math.sign(event.deltaY) !== -Math.sign(distance)) return;
    isInterrupted = true;
  };
  const interruptions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of interruptions) window.addEventListener(type, interrupt, { passive: true });
  const finish = () => {
    for (const type of interruptions) window.removeEventListener(type, interrupt);
    endProgrammaticScroll();
    focusSection();
  };
  const step = (now: number) => {
    if (isInterrupted) return finish();
    const progress = Math.min((now - startedAt) / SCROLL_DURATION_MS, 1);
    window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
    else finish();
  };
  requestAnimationFrame(step);
  return true;
}
