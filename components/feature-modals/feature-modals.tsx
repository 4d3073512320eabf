import { getTranslations } from 'next-intl/server';

import { featureModalIds } from '@/lib/modal/modal-ids';
import { defaultStore, site } from '@/lib/site';
import { NEW_TAB_HINT_ID } from '@/components/new-tab-hint/new-tab-hint-id';
import { Modal } from '@/components/ui/modal/modal';
import { buttonProps } from '@/components/ui/button/button-props';
import { ModalTrigger } from '@/components/ui/modal/modal-trigger';

import styles from './feature-modals.module.scss';

const steps = ['step1', 'step2', 'step3'] as const;

export async function FeatureModals() {
  const t = await getTranslations('Modals');
  return featureModalIds.map((id) => (
    <Modal key={id} id={id} title={t(`${id}.title`)} closeLabel={t('close')}>
      <p className={styles.intro}>{t(`${id}.intro`)}</p>
      <section aria-labelledby={`${id}-steps`}>
        <h3 id={`${id}-steps`} className={styles.heading}>
          {t('stepsHeading')}
        </h3>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{t(`${id}.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`${id}-cost`} className={styles.cost}>
        <h3 id={`${id}-cost`} className={styles.heading}>
          {t('costHeading')}
        </h3>
        <p>{t(`${id}.cost`)}</p>
      </section>
      <div className={styles.actions}>
        <ModalTrigger modal="waitlist" {...buttonProps('primary')}>
          {t('joinWaitlist')}
        </ModalTrigger>
        <a
          {...buttonProps('secondary')}
          href={site.stores[defaultStore]}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={NEW_TAB_HINT_ID}
        >
          {t('downloadApp')}
        </a>
      </div>
    </Modal>
  ));
}
