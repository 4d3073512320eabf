import { getTranslations } from 'next-intl/server';

import styles from './skip-link.module.scss';

export const MAIN_ID = 'main';

export async function SkipLink() {
  const t = await getTranslations('Common');
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
