'use client';

import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { CurrencyOption } from '@/lib/currencies/currency-options';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';

import styles from './currency-picker.module.scss';

type CurrencyPickerProps = {
  label: string;
  name: string;
  value: CurrencyCode;
  options: readonly CurrencyOption[];
  onChange: (code: CurrencyCode) => void;
};

const TYPEAHEAD_RESET_MS = 700;

export function CurrencyPicker({ label, name, value, options, onChange }: CurrencyPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef({ text: '', at: 0 });
  const id = useId();
  const current = options.find((option) => option.value === value);

  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, containerRef);

  const open = (index: number) => {
    setActiveIndex(Math.max(0, index));
    setIsOpen(true);
    requestAnimationFrame(() => listRef.current?.focus());
  };

  const pick = (option: CurrencyOption | undefined) => {
    setIsOpen(false);
    buttonRef.current?.focus();
    if (option && option.value !== value) onChange(option.value);
  };

  const selectedIndex = options.findIndex((option) => option.value === value);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(selectedIndex);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: last,
      PageUp: 0,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? activeIndex);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      pick(undefined);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const now = event.timeStamp;
      const text =
        (now - typeahead.current.at > TYPEAHEAD_RESET_MS ? '' : typeahead.current.text) +
        event.key.toLowerCase();
      typeahead.current = { text, at: now };
      const match = options.findIndex(
        (option) => option.value.toLowerCase().startsWith(text) || option.name.toLowerCase().startsWith(text),
      );
      if (match >= 0) setActiveIndex(match);
    }
  };

  return (
    <div ref={containerRef} className={styles.picker}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-label={name}
        onClick={() => (isOpen ? close() : open(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {current && <img className={styles.flag} src={current.flag} alt="" width={24} height={16} />}
        <span className={styles.code}>{value}</span>
        <ChevronDownIcon className={styles.chevron} size={16} strokeWidth={2.2} />
      </button>
      <ul
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        tabIndex={-1}
        aria-label={label}
        aria-activedescendant={isOpen ? `${id}-option-${activeIndex}` : undefined}
        className={styles.list}
        hidden={!isOpen}
        onKeyDown={onListKeyDown}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={option.value === value}
            data-active={index === activeIndex}
            className={styles.option}
            onClick={() => pick(option)}
            onPointerMove={() => setActiveIndex(index)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.flag} src={option.flag} alt="" width={24} height={16} loading="lazy" />
            <span className={styles.optionName}>{option.name}</span>
            <span className={styles.optionCode}>{option.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
