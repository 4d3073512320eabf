import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import styles from './alert-page.module.scss';

/** Pages opened from a mail or a form's answer carry tokens or are per visitor: never indexed or followed. */
export const alertPageMetadata = (title: string): Metadata => ({
  title: { absolute: title },
  robots: { index: false, follow: false },
});

/** The frame of every alert page: a title, what happened, and what to do next. */
export function AlertPage({
  title,
  children,
  notice,
}: {
  title: string;
  children: ReactNode;
  notice?: string;
}) {
  return (
    <div className={styles.inner}>
      <h1 className={styles.title}>{title}</h1>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {children}
    </div>
  );
}

export function AlertPageText({ children }: { children: ReactNode }) {
  return <p className={styles.body}>{children}</p>;
}
