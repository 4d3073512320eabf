'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';

import { useReducedMotion } from '@/lib/motion/use-reduced-motion';
import { CarouselControls } from '@/components/ui/carousel-controls/carousel-controls';

import styles from './hero-carousel.module.scss';

type HeroCarouselProps = {
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** "Show photo {n}", filled per dot. */
  showLabels: string[];
  /** "1 of 3"…, one per slide. */
  slideLabels: string[];
  /** The slides, rendered on the server (photos with their captions). */
  children: ReactNode;
  className?: string;
};

export const HERO_CAROUSEL_INTERVAL_MS = 5000;

/**
 * The hero's three photos (spec §2), on embla. Advances every 5 s, looping; pauses while hovered or focused and
 * with its pause button (WCAG 2.2.2), and never moves by itself under reduced motion, where a dot jumps without
 * animation. Swiping works on touch screens. Before hydration the first photo shows, in the same box.
 */
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
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 28 });
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const slides = Children.toArray(children);
  const isRunning = Boolean(embla) && !isPaused && !isHeld && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !isRunning) return;
    const timer = window.setInterval(() => embla.scrollNext(), HERO_CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, isRunning]);

  const show = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);

  return (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      // Whether it is moving by itself now: lets tests (and anyone debugging) wait for the hydrated island.
      data-running={isRunning}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
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
