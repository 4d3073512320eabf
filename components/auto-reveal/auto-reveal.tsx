'use client';

import { useEffect } from 'react';

import { isProgrammaticScroll } from '@/lib/scroll/scroll-state';
import { scrollToSection } from '@/lib/scroll/scroll-to-section';

type AutoRevealProps = { targetId: string };

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  );
}

export function AutoReveal({ targetId }: AutoRevealProps) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let isFirstCallback = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const first = isFirstCallback;
        isFirstCallback = false;
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const enteredFromBelow = entry.boundingClientRect.top > 0;
        // Judged both when the section was seen (a busy browser reports it late) and now.
        const isOurs = isProgrammaticScroll(entry.time) || isProgrammaticScroll();
        if (first || !enteredFromBelow || isTyping() || isOurs) return;
        scrollToSection(targetId, 'start', { focus: false });
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(target);
    target.dataset.autoReveal = 'armed';
    return () => {
      observer.disconnect();
      delete target.dataset.autoReveal;
    };
  }, [targetId]);
  return null;
}
