import { getLocale, getTranslations } from 'next-intl/server';

import { defaultStore, site } from '@/lib/site';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';
import { buttonProps } from '@/components/ui/button/button-props';
import { StaticImage } from '@/components/ui/static-image/static-image';

import getPaidArtFr from '@/public/images/illustrations/get-paid.fr.svg';
import getPaidArt from '@/public/images/illustrations/get-paid.svg';

import styles from './get-paid-banner.module.scss';

export async function GetPaidBanner() {
  const t = await getTranslations('Home.getPaid');
  const art = (await getLocale()) === 'fr' ? getPaidArtFr : getPaidArt;
  return (
    <section className={styles.banner} aria-labelledby="get-paid-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="get-paid-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.lead}>{t('lead')}</p>
          <a
            {...buttonProps('tertiary')}
            href={site.stores[defaultStore]}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={NEW_TAB_HINT_ID}
          >
            {t('download')}
          </a>
        </div>
        <StaticImage src={art} alt="" sizes="(min-width: 768px) 420px, 90vw" className={styles.art} />
      </div>
    </section>
  );
}
