'use client';

import { useEffect, useRef, useState } from 'react';

import { nextPingPong, type PingPong } from './ping-pong';
import { useOnScreen } from '@/lib/hooks/use-on-screen';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { CarouselControls } from '@/components/ui/carousel-controls/carousel-controls';

import styles from './features-slider.module.scss';

export type SliderItem = { title: string; description: string };

type FeaturesSliderProps = {
  items: SliderItem[];
  label: string;
  pauseLabel: string;
  playLabel: string;
  showLabels: string[];
};

const INTERVAL_MS = 3000;

export function FeaturesSlider({ items, label, pauseLabel, playLabel, showLabels }: FeaturesSliderProps) {
  const [position, setPosition] = useState<PingPong>({ index: 0, direction: 1 });
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const sectionRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(sectionRef);
  const isRunning = !isPaused && !isHeld && !reducedMotion && onScreen && items.length > 1;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(
      () => setPosition((current) => nextPingPong(current, items.length)),
      INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isRunning, items.length]);

  return (
    <section
      ref={sectionRef}
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={label}
      // For tests: whether it is moving by itself, once hydrated.
      data-running={isRunning}
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      <div className={styles.viewport} aria-live={isRunning ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <div
            key={item.title}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${items.length}`}
            aria-hidden={index !== position.index}
            data-active={index === position.index}
          >
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <CarouselControls
          current={position.index}
          onShow={(index) => setPosition({ index, direction: index === items.length - 1 ? -1 : 1 })}
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
