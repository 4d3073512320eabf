'use client';

import type { KeyboardEvent, ReactNode } from 'react';

import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';

type ReviewLinkProps = { href: string; className?: string; children: ReactNode };

/** Space opens it too, as spec §4 asks of the badge. */
export function ReviewLink({ href, className, children }: ReviewLinkProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-describedby={NEW_TAB_HINT_ID}
      onKeyDown={onKeyDown}
    >
      {children}
    </a>
  );
}
