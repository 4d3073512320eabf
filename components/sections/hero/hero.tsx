import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { ReviewsBadge, ReviewsBadgeSkeleton } from '@/components/reviews-badge/reviews-badge';
import { buttonProps } from '@/components/ui/button/button-props';
import { ModalTrigger } from '@/components/ui/modal/modal-trigger';

import styles from './hero.module.scss';

export async function Hero() {
  const t = await getTranslations('Home');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <h1 id="hero-title" className={styles.title}>
          {t('heroTitle')}
        </h1>
        <p className={styles.subtitle}>{t('heroSubtitle')}</p>
        <div className={styles.actions}>
          <ModalTrigger modal="waitlist" source="hero" {...buttonProps('primary')}>
            {t('heroJoin')}
          </ModalTrigger>
        </div>
        <Suspense fallback={<ReviewsBadgeSkeleton />}>
          <ReviewsBadge />
        </Suspense>
      </div>
    </section>
  );
}
