import type { ReactNode } from 'react';

import type { SectionId } from '@/lib/site';

import styles from './feature-section.module.scss';

type FeatureSectionProps = {
  id: SectionId;
  title: string;
  lead: string;
  children?: ReactNode;
};

/** A landing-page section that the navigation can scroll to: its id is one of the spec's product areas. */
export function FeatureSection({ id, title, lead, children }: FeatureSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </section>
  );
}
