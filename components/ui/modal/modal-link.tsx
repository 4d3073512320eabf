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
  /** Open in place on any page that holds this modal, not only on the page `href` names (the legal pages). */
  openHere?: boolean;
  /** A fuller accessible name when the visible label is short ("Learn more" → "Learn more about virtual cards"). */
  ariaLabel?: string;
  'data-variant'?: string;
  'data-size'?: string;
  children: ReactNode;
};

/**
 * A real link to a modal's URL. On the page that holds the modal it opens it in place (no reload, Back closes it);
 * anywhere else, and without JavaScript, the browser simply follows the link and the modal opens from the URL.
 */
export function ModalLink({
  modal,
  href,
  source,
  openHere = false,
  ariaLabel,
  children,
  ...styling
}: ModalLinkProps) {
  return (
    <a
      {...styling}
      href={href}
      aria-label={ariaLabel}
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
