import { getLocale, getTranslations } from 'next-intl/server';

import { ReviewsError } from '@/lib/provider/errors';
import { getReviewsSummary, type ReviewsSummary } from '@/lib/provider/reviews';
import { site } from '@/lib/site';

import { ReviewLink } from './review-link';
import { Stars } from './stars';
import styles from './reviews-badge.module.scss';

const reviewLocales: Record<string, string> = { en: 'en-US', fr: 'fr-FR' };

async function loadSummary(locale: string): Promise<ReviewsSummary | null> {
  try {
    return await getReviewsSummary(reviewLocales[locale] ?? 'en-US');
  } catch (error) {
    if (error instanceof ReviewsError) return null;
    throw error;
  }
}

export async function ReviewsBadge() {
  const locale = await getLocale();
  const [t, summary] = await Promise.all([getTranslations('Reviews'), loadSummary(locale)]);
  if (!summary) return <div className={styles.badge} role="alert" data-state="error" />;

  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.trustScore,
  );
  const isSample = summary.source === 'sample';
  // The name is the visible words in order (WCAG 2.5.3), with the punctuation and the action as hidden text.
  return (
    <ReviewLink href={site.reviewPageUrl} className={styles.badge}>
      <span className={styles.name}>
        {summary.displayName}
        {isSample && <span className={styles.sample}> {t('sample')}</span>}
      </span>
      <span className={styles.hidden}>: </span>
      <span className={styles.rating}>
        <Stars value={summary.stars} />
        <span className={styles.score}>{t('score', { score })}</span>
      </span>
      <span className={styles.hidden}>, </span>
      <span className={styles.count}>{t('count', { count: summary.totalReviews })}</span>
      <span className={styles.hidden}>. {t('read')}</span>
    </ReviewLink>
  );
}

export async function ReviewsBadgeSkeleton() {
  const t = await getTranslations('Reviews');
  return (
    <div className={styles.badge} data-state="loading" role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.loading}>{t('loading')}</span>
    </div>
  );
}
