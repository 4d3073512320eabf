'use client';

import { useContext, type MouseEvent, type ReactNode } from 'react';

import type { ScrollBlock } from '@/lib/scroll/scroll-target';
import { scrollToSection } from '@/lib/scroll/scroll-to-section';

import { NavCloseContext } from './nav-close';
import styles from './section-nav.module.scss';

type SectionLinkProps = { id: string; href: string; block: ScrollBlock; children: ReactNode };

/** Its own module, so only the pages that list the sections ship the smooth scroll. */
export function SectionLink({ id, href, block, children }: SectionLinkProps) {
  const close = useContext(NavCloseContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    close();
    if (!scrollToSection(id, block)) return; // not on this page: let the link navigate
    event.preventDefault();
    if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, '', `#${id}`);
  };
  return (
    <a className={styles.link} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
