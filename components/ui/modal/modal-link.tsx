'use client';

import type { ReactNode } from 'react';

import type { ModalId } from '@/lib/modal/modal-ids';
import { openModal } from '@/lib/modal/modal-store';

type ModalLinkProps = {
  modal: ModalId;
  /** The page that holds the modal, with `?modal=…` (e.g. "/?modal=virtual-card"). */
  href: string;
  className?: string;
  /** Recorded as the opener when the modal opens in place ('footer'…). */
  source: string;
  children: ReactNode;
};

/**
 * A real link to a modal's URL. On the page that holds the modal it opens it in place (no reload, Back closes it);
 * anywhere else, and without JavaScript, the browser simply follows the link and the modal opens from the URL.
 */
export function ModalLink({ modal, href, className, source, children }: ModalLinkProps) {
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        if (!document.querySelector(`dialog[data-modal="${modal}"]`)) return;
        if (new URL(href, window.location.href).pathname !== window.location.pathname) return;
        event.preventDefault();
        openModal(modal, source);
      }}
    >
      {children}
    </a>
  );
}
