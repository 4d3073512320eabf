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
  /** Names the opener for the modal (the waitlist records it): 'hero', 'nav'… Default: the modal this button is in, else 'page'. */
  source?: string;
};

/** A real button that opens the modal with the given action value. */
export function ModalTrigger({ modal, children, ariaLabel, source, ...styling }: ModalTriggerProps) {
  return (
    <button
      type="button"
      {...styling}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      onClick={(event) =>
        openModal(
          modal,
          source ?? event.currentTarget.closest<HTMLElement>('dialog[data-modal]')?.dataset.modal ?? 'page',
        )
      }
    >
      {children}
    </button>
  );
}
