'use client';

import { trackEvent } from '@/lib/analytics/track-event';

import { getModalFromSearch, withModal, type ModalId } from './modal-ids';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ModalId | null = null;
// Not in the URL: a shared link must not carry the sharer's opener.
let currentSource: string | null = null;
let isListening = false;

function emit() {
  for (const listener of listeners) listener();
}

function syncFromUrl() {
  const next = getModalFromSearch(window.location.search);
  if (next !== current) {
    current = next;
    currentSource = null;
    emit();
  }
}

export function subscribeModal(listener: Listener): () => void {
  listeners.add(listener);
  if (!isListening) {
    isListening = true;
    current = getModalFromSearch(window.location.search);
    window.addEventListener('popstate', syncFromUrl);
  }
  return () => {
    listeners.delete(listener);
  };
}

export function getOpenModal(): ModalId | null {
  return current;
}

export function getServerOpenModal(): ModalId | null {
  return null;
}

export function getModalSource(): string | null {
  return currentSource;
}

export function openModal(id: ModalId, source?: string) {
  if (current === id) return;
  current = id;
  currentSource = source ?? null;
  if (id === 'waitlist') trackEvent('Waitlist opened');
  window.history.pushState(window.history.state, '', withModal(window.location.href, id));
  emit();
}

export function closeModal() {
  if (current === null) return;
  current = null;
  window.history.replaceState(window.history.state, '', withModal(window.location.href, null));
  emit();
}
