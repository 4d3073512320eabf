'use client';

import { useContext, type MouseEvent, type ReactNode } from 'react';

import type { ScrollBlock } from '@/lib/scroll/scroll-target';
import { scrollToSection } from '@/lib/scroll/scroll-to-section';

import { NavCloseContext } from './nav-close';
import styles from './section-nav.module.scss';

type SectionLinkProps = { id: string; href: string; block: ScrollBlock; children: ReactNode };

/**
 * A navigation entry for a section of the landing page, which scrolls to it in place when it is on the page. Its
 * own module, imported only where the sections are listed (landing-sections.tsx), so other pages do not ship the
 * smooth scroll.
 */
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
