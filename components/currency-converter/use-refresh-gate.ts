'use client';

import { useCallback, useEffect, useState } from 'react';

import { whenPageIdle } from '@/lib/browser/when-page-idle';

/** Waits for load and idle, or a touch: docs/performance.md, "A stale page refreshes after load". */
export function useRefreshGate(): { isOpen: boolean; open: () => void } {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);

  useEffect(() => {
    if (isOpen) return;
    return whenPageIdle(open);
  }, [isOpen, open]);

  return { isOpen, open };
}
