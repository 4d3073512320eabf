import { getTranslations } from 'next-intl/server';

import styles from './value-statements.module.scss';

type Statement = { title: string; description: string };

const marks = [
  'M4 12h16M12 4a12 12 0 0 1 0 16M12 4a12 12 0 0 0 0 16',
  'M5 9h11l-3-3M19 15H8l3 3',
  'M12 3v18M8 7h6a3 3 0 0 1 0 6h-4a3 3 0 0 0 0 6h6',
];

export async function ValueStatements() {
  const t = await getTranslations('Home.values');
  const items = t.raw('items') as Statement[];
  return (
    <section className={styles.section} aria-labelledby="values-title">
      <div className={styles.inner}>
        <h2 id="values-title" className={styles.heading}>
          {t('heading')}
        </h2>
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.item}>
              <svg
                className={styles.mark}
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
                focusable="false"
              >
                <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path
                  d={marks[index % marks.length]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.description}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
