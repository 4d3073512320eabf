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
  ariaLabel?: string;
  source?: string;
};

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
