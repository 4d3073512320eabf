import { markProgrammaticScroll } from './scroll-state';
import { easeInOutCubic, getScrollTarget, type ScrollBlock } from './scroll-target';

export const SCROLL_DURATION_MS = 700;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function headerOffset(): number {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  return header?.getBoundingClientRect().height ?? 0;
}

/**
 * Scrolls the page so the element is centred (or start-aligned) over 700 ms, instantly under
 * prefers-reduced-motion, then (unless told not to) moves keyboard focus to it without a second jump.
 * Returns false when there is no such element, so the caller can fall back to a normal link.
 */
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

  if (prefersReducedMotion()) {
    markProgrammaticScroll(100);
    window.scrollTo({ top: target, behavior: 'instant' });
    focusSection();
    return true;
  }

  markProgrammaticScroll(SCROLL_DURATION_MS + 100);
  const start = window.scrollY;
  const distance = target - start;
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min((now - startedAt) / SCROLL_DURATION_MS, 1);
    window.scrollTo({ top: start + distance * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
    else focusSection();
  };
  requestAnimationFrame(step);
  return true;
}
