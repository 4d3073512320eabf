import { getTranslations } from 'next-intl/server';

import { pairPath } from '@/lib/converter/pair-slug';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import type { RatePair } from '@/lib/schemas/rates';

import styles from './exchange-rates.module.scss';

type PairLinksProps = {
  locale: Locale;
  pairs: readonly RatePair[];
  title: string;
  headingLevel?: 2 | 3;
  id: string;
};

export async function PairLinks({ locale, pairs, title, headingLevel = 2, id }: PairLinksProps) {
  const t = await getTranslations({ locale, namespace: 'RatesPage' });
  const pairPage = await getTranslations({ locale, namespace: 'PairPage' });
  const Heading = `h${headingLevel}` as const;
  return (
    <nav className={styles.pairLinks} aria-labelledby={id}>
      <Heading id={id} className={styles.pairLinksTitle}>
        {title}
      </Heading>
      <ul className={styles.pairList}>
        {pairs.map((pair) => (
          <li key={`${pair.from}-${pair.to}`}>
            <a className={styles.pairChip} href={localizedPath(pairPath(pair), locale)}>
              {t('pairLink', { fromCode: pair.from, toCode: pair.to })}
            </a>
          </li>
        ))}
        <li>
          <a className={styles.allRates} href={localizedPath('/convert', locale)}>
            {pairPage('allRates')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
