import type { ReactNode } from 'react';

import type { SectionId } from '@/lib/site';

import styles from './feature-section.module.scss';

type FeatureSectionProps = {
  id: SectionId;
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
  media?: ReactNode;
  tone?: 'light' | 'sand';
};

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
