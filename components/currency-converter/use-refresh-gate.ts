'use client';

import { useCallback, useEffect, useState } from 'react';

import { whenPageIdle } from './when-page-idle';

/**
 * Whether the converter may refresh its seeded data yet: once the page has loaded and gone idle, or as soon as the
 * visitor touches the converter (call `open`), whichever comes first. A refresh fetches and parses the rates, which
 * would otherwise compete with the page's own loading (docs/performance.md, "A stale page refreshes after load").
 */
export function useRefreshGate(): { isOpen: boolean; open: () => void } {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);

  useEffect(() => {
    if (isOpen) return;
    return whenPageIdle(open);
  }, [isOpen, open]);

  return { isOpen, open };
}
