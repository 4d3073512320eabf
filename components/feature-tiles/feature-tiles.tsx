import { getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { tileActions, withModal } from '@/lib/modal/modal-ids';
import { buttonProps } from '@/components/ui/button/button-props';
import { ModalLink } from '@/components/ui/modal/modal-link';
import { ModalTrigger } from '@/components/ui/modal/modal-trigger';

import styles from './feature-tiles.module.scss';

type TileAction = keyof typeof tileActions;

type FeatureTilesProps = {
  actions: TileAction[];
  linkFrom?: { locale: Locale };
};

export async function FeatureTiles({ actions, linkFrom }: FeatureTilesProps) {
  const t = await getTranslations('Home.tiles');
  const modals = await getTranslations('Modals');
  // The topic is in the words, visually hidden: search engines read a link's words, not an aria-label.
  const opener = (modal: (typeof tileActions)[TileAction]) => ({
    modal,
    ...buttonProps('transparent', 'small'),
    children: (
      <>
        {modals('learnMore')}
        <span className={styles.topic}>
          {' '}
          {modals('learnMoreTopic', { feature: modals(`${modal}.feature`) })}
        </span>
      </>
    ),
  });
  return (
    <ul className={styles.tiles}>
      {actions.map((action) => {
        const modal = tileActions[action];
        return (
          <li key={action} className={styles.tile}>
            <h3 className={styles.title}>{t(`${action}.title`)}</h3>
            <p className={styles.description}>{t(`${action}.description`)}</p>
            {linkFrom ? (
              <ModalLink
                {...opener(modal)}
                href={withModal(localizedPath('/', linkFrom.locale), modal)}
                source="page"
                openHere
              />
            ) : (
              <ModalTrigger {...opener(modal)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
