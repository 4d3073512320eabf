'use client';

import type { ReactNode } from 'react';

import type { ModalId } from '@/lib/modal/modal-ids';
import { openModal } from '@/lib/modal/modal-store';

type ModalTriggerProps = {
  modal: ModalId;
  className?: string;
  'data-variant'?: string;
  'data-size'?: string;
  children: ReactNode;
  /** A fuller accessible name when the visible label is short ("Learn more" → "Learn more about virtual cards"). */
  ariaLabel?: string;
};

/** A real button that opens the modal with the given action value. */
export function ModalTrigger({ modal, children, ariaLabel, ...styling }: ModalTriggerProps) {
  return (
    <button type="button" {...styling} aria-label={ariaLabel} aria-haspopup="dialog" onClick={() => openModal(modal)}>
      {children}
    </button>
  );
}
