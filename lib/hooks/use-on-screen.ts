'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is in the viewport, kept live. False until the browser has said so, so a carousel
 * using it starts only once it is seen. An auto-advancing carousel nobody can see still ran its timer and its slide
 * animation: on `/` scrolled to the footer, 1.1 s of main-thread work every 15 s, against 3 ms with both carousels
 * still (Chromium, no throttling; a phone pays several times that, from its battery).
 * Without IntersectionObserver (old browsers, jsdom) it answers true: the carousel behaves as it always did.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  // False on the server and wherever the observer will answer; true at once where it cannot.
  const [onScreen, setOnScreen] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return onScreen;
}
