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

const explore = ['virtual-accounts', 'currency-swap', 'virtual-card'] as const;

const PHOTO_SIZES = '(min-width: 1024px) 440px, 78vw';

type HeroProps = {
  streamReviews: boolean;
};

export async function Hero({ streamReviews }: HeroProps) {
  const t = await getTranslations('Home');
  const modals = await getTranslations('Modals');
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
