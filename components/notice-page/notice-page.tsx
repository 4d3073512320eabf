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

/** What a button on the page acts on, as a list of terms and values. */
export function NoticePageDetails({
  label,
  details,
}: {
  label: string;
  details: { term: string; value: string }[];
}) {
  return (
    <dl className={styles.details} aria-label={label}>
      {details.map(({ term, value }) => (
        <div key={term} className={styles.detail}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
