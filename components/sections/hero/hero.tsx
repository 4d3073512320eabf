import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { HeroCarousel } from '@/components/hero-carousel/hero-carousel';
import { StoreButtons } from '@/components/store-buttons/store-buttons';
import { ReviewsBadge, ReviewsBadgeSkeleton } from '@/components/reviews-badge/reviews-badge';
import { buttonProps } from '@/components/ui/button/button-props';
import { ModalTrigger } from '@/components/ui/modal/modal-trigger';
import { StaticImage } from '@/components/ui/static-image/static-image';

import heroPhoneFr from '@/public/images/illustrations/hero-phone.fr.svg';
import heroPhone from '@/public/images/illustrations/hero-phone.svg';
import designerCall from '@/public/images/carousel/designer-call.webp';
import lagosCoworking from '@/public/images/carousel/lagos-coworking.webp';
import marketTrader from '@/public/images/carousel/market-trader.webp';

import styles from './hero.module.scss';

const photos = [
  { id: 'lagos-coworking', image: lagosCoworking },
  { id: 'market-trader', image: marketTrader },
  { id: 'designer-call', image: designerCall },
] as const;

// The Learn more shortcuts under the hero's buttons (spec §2: each opens the modal of its action value).
const explore = ['virtual-accounts', 'currency-swap', 'virtual-card'] as const;

// The photo box is 78 % of the visual column: half the viewport on phones, about 440 px from 1024 px up.
const PHOTO_SIZES = '(min-width: 1024px) 440px, 78vw';

type HeroProps = {
  /**
   * Whether the reviews badge streams in after the page (its loading state first: a page rendered per request does
   * not wait for the review service). A page generated ahead of requests waits for it instead, so its HTML carries
   * the rating itself, for visitors without JavaScript and for crawlers.
   */
  streamReviews: boolean;
};

export async function Hero({ streamReviews }: HeroProps) {
  const t = await getTranslations('Home');
  const modals = await getTranslations('Modals');
  // The drawing's screen has words and amounts: French pages get its French copy (scripts/images/localize-svg.mjs).
  const phoneArt = (await getLocale()) === 'fr' ? heroPhoneFr : heroPhone;

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 id="hero-title" className={styles.title}>
            {t('heroTitle')}
          </h1>
          <p className={styles.subtitle}>{t('heroSubtitle')}</p>
          <div className={styles.actions}>
            <ModalTrigger modal="waitlist" source="hero" {...buttonProps('primary')}>
              {t('heroJoin')}
            </ModalTrigger>
            <StoreButtons />
          </div>
          {streamReviews ? (
            <Suspense fallback={<ReviewsBadgeSkeleton />}>
              <ReviewsBadge />
            </Suspense>
          ) : (
            <ReviewsBadge />
          )}
          <div className={styles.explore}>
            <p className={styles.exploreLabel}>{t('hero.exploreLabel')}</p>
            <ul className={styles.exploreList}>
              {explore.map((modal) => (
                <li key={modal}>
                  <ModalTrigger
                    modal={modal}
                    source="hero"
                    className={styles.chip}
                    ariaLabel={modals('learnMoreAbout', { feature: modals(`${modal}.feature`) })}
                  >
                    {t(`hero.explore.${modal}`)}
                  </ModalTrigger>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className={styles.visual}>
          <HeroCarousel
            className={styles.carousel}
            label={t('hero.carousel.label')}
            pauseLabel={t('hero.carousel.pause')}
            playLabel={t('hero.carousel.play')}
            showLabels={photos.map((_, index) => t('hero.carousel.show', { n: index + 1 }))}
            slideLabels={photos.map((_, index) =>
              t('hero.carousel.slide', { n: index + 1, total: photos.length }),
            )}
          >
            {photos.map(({ id, image }, index) => (
              <figure key={id} className={styles.photo}>
                <StaticImage
                  src={image}
                  alt={t(`hero.photos.${id}.alt`)}
                  sizes={PHOTO_SIZES}
                  preload={index === 0}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className={styles.photoImage}
                />
                <figcaption className={styles.caption}>{t(`hero.photos.${id}.caption`)}</figcaption>
              </figure>
            ))}
          </HeroCarousel>
          {/* From 1024 px the drawing is the page's largest paint (the heading is on phones, the first photo at
              tablet width), so it is preloaded there and never lazy-loaded. */}
          <StaticImage
            src={phoneArt}
            alt={t('hero.phoneAlt')}
            className={styles.phone}
            sizes="(min-width: 1024px) 240px, 40vw"
            preload
            preloadMedia="(min-width: 1024px)"
          />
        </div>
      </div>
    </section>
  );
}
