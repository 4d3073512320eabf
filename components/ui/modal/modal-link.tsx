'use client';

import type { ReactNode } from 'react';

import type { ModalId } from '@/lib/modal/modal-ids';
import { openModal } from '@/lib/modal/modal-store';

type ModalLinkProps = {
  modal: ModalId;
  href: string;
  className?: string;
  source: string;
  openHere?: boolean;
  'data-variant'?: string;
  'data-size'?: string;
  children: ReactNode;
};

export function ModalLink({ modal, href, source, openHere = false, children, ...styling }: ModalLinkProps) {
  return (
    <a
      {...styling}
      href={href}
      aria-haspopup={openHere ? 'dialog' : undefined}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        if (!document.querySelector(`dialog[data-modal="${modal}"]`)) return;
        if (!openHere && new URL(href, window.location.href).pathname !== window.location.pathname) return;
        event.preventDefault();
        openModal(modal, source);
      }}
    >
      {children}
    </a>
  );
}
