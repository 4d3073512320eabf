import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import styles from './notice-page.module.scss';

/** Pages opened from a mail link or a form's answer carry tokens or are per visitor: never indexed or followed. */
export const noticePageMetadata = (title: string): Metadata => ({
  title: { absolute: title },
  robots: { index: false, follow: false },
});

/** The frame of the alert and waitlist pages a post or a mail link leads to: a title, what happened, what next. */
export function NoticePage({
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

export function NoticePageText({ children }: { children: ReactNode }) {
  return <p className={styles.body}>{children}</p>;
}
