import type { ReactNode } from 'react';

import type { SectionId } from '@/lib/site';

import styles from './feature-section.module.scss';

type FeatureSectionProps = {
  id: SectionId;
  eyebrow?: string;
  title: string;
  lead: string;
  /** Under the heading, in the text column. */
  children?: ReactNode;
  /** The second column on wide screens (an illustration or the converter); below the text on phones. */
  media?: ReactNode;
  tone?: 'light' | 'sand';
};

/** A landing-page section that the navigation can scroll to: its id is one of the spec's product areas. */
export function FeatureSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  media,
  tone = 'light',
}: FeatureSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-tone={tone}>
      <div className={styles.inner} data-has-media={Boolean(media)}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
