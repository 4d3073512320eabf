import { getTranslations } from 'next-intl/server';

import { recipientCountries } from './recipient-countries';
import { flagSrc } from '@/lib/currencies/flags';

import styles from './countries.module.scss';

export async function Countries() {
  const t = await getTranslations('Home.countries');
  return (
    <section className={styles.section} aria-labelledby="countries-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h2 id="countries-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.lead}>{t('lead')}</p>
        <ul className={styles.list}>
          {recipientCountries.map((country) => (
            <li key={country.code} className={styles.country}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.flag}
                src={flagSrc(country.code)}
                alt=""
                width={24}
                height={16}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{t(`names.${country.code}`)}</span>
              <span className={styles.currency}>{country.currency}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
