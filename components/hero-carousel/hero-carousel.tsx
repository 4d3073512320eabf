'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { useOnScreen } from '@/lib/hooks/use-on-screen';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { CarouselControls } from '@/components/ui/carousel-controls/carousel-controls';

import styles from './hero-carousel.module.scss';

type HeroCarouselProps = {
  label: string;
  pauseLabel: string;
  playLabel: string;
  showLabels: string[];
  slideLabels: string[];
  children: ReactNode;
  className?: string;
};

const HERO_CAROUSEL_INTERVAL_MS = 5000;

/** Embla loads when the carousel first has to move: a visitor who only reads never downloads it. */
export function HeroCarousel({
  label,
  pauseLabel,
  playLabel,
  showLabels,
  slideLabels,
  children,
  className,
}: HeroCarouselProps) {
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const emblaRef = useRef<Promise<EmblaCarouselType | undefined> | undefined>(undefined);
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const slides = Children.toArray(children);
  const sectionRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(sectionRef);
  // useReducedMotion answers true until hydration, so nothing runs before the island can.
  const isRunning = !isPaused && !isHeld && !reducedMotion && onScreen && slides.length > 1;

  const loadEmbla = useCallback(() => {
    emblaRef.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current;
      if (!viewport) return undefined;
      const embla = EmblaCarousel(viewport, { loop: true, duration: 28 });
      embla.on('select', () => setSelected(embla.selectedScrollSnap()));
      return embla;
    });
    return emblaRef.current;
  }, []);

  useEffect(() => {
    return () => {
      void emblaRef.current?.then((embla) => embla?.destroy());
      emblaRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(
      () => void loadEmbla().then((embla) => embla?.scrollNext()),
      HERO_CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isRunning, loadEmbla]);

  const show = useCallback(
    (index: number) => void loadEmbla().then((embla) => embla?.scrollTo(index, reducedMotion)),
    [loadEmbla, reducedMotion],
  );
  const prepare = () => void loadEmbla();

  return (
    <section
      ref={sectionRef}
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      // For tests: whether it is moving by itself, once hydrated.
      data-running={isRunning}
      onPointerEnter={(event) => {
        prepare();
        if (event.pointerType === 'mouse') setIsHeld(true);
      }}
      onTouchStart={prepare}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => {
        prepare();
        setIsHeld(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef} aria-live={isRunning ? 'off' : 'polite'}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              aria-hidden={index !== selected}
              data-active={index === selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <CarouselControls
          className={styles.controls}
          current={selected}
          onShow={show}
          isPaused={isPaused}
          onTogglePause={() => setIsPaused((paused) => !paused)}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
          showLabels={showLabels}
        />
      )}
    </section>
  );
}
