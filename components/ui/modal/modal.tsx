'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import type { ModalId } from '@/lib/modal/modal-ids';
import { closeModal, getOpenModal, getServerOpenModal, subscribeModal } from '@/lib/modal/modal-store';
import { CloseIcon } from '@/components/icons/close-icon';

import styles from './modal.module.scss';

type ModalProps = {
  id: ModalId;
  title: string;
  closeLabel: string;
  children: ReactNode;
};

export function Modal({ id, title, closeLabel, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const isOpen = useSyncExternalStore(subscribeModal, getOpenModal, getServerOpenModal) === id;
  const titleId = `modal-${id}-title`;
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() focuses the first focusable element (the close button); a form asks for its first field.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    const onClose = () => {
      if (getOpenModal() === id) closeModal();
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClose);
    };
  }, [id]);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} data-modal={id}>
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            <CloseIcon size={20} strokeWidth={2.2} />
            <span className={styles.closeLabel}>{closeLabel}</span>
          </button>
        </div>
        {hasOpened ? children : null}
      </div>
    </dialog>
  );
}
