import { getTranslations } from 'next-intl/server';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

import styles from './exchange-rates.module.scss';

type PairExplainerProps = { locale: Locale; from: CurrencyCode; to: CurrencyCode };

export async function PairExplainer({ locale, from, to }: PairExplainerProps) {
  const t = await getTranslations({ locale, namespace: 'PairPage' });
  const values = { fromCode: from, toCode: to, brand: site.name };
  const steps = t.raw('steps') as string[];
  return (
    <section className={styles.explainer} aria-labelledby="pair-explainer-title">
      <h2 id="pair-explainer-title" className={styles.sectionTitle}>
        {t('explainerTitle', values)}
      </h2>
      <ol className={styles.steps}>
        {steps.map((_, index) => (
          <li key={index} className={styles.step}>
            {t(`steps.${index}`, values)}
          </li>
        ))}
      </ol>
      <p className={styles.honest}>{t('honest')}</p>
    </section>
  );
}
