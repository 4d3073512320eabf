import { getTranslations } from 'next-intl/server';

import { tileActions } from '@/lib/modal/modal-ids';
import { buttonProps } from '@/components/ui/button/button-props';
import { ModalTrigger } from '@/components/ui/modal/modal-trigger';

import styles from './feature-tiles.module.scss';

type TileAction = keyof typeof tileActions;

type FeatureTilesProps = { actions: TileAction[] };

/** Feature tiles of spec §3; each "Learn more" opens the modal of its action value. */
export async function FeatureTiles({ actions }: FeatureTilesProps) {
  const t = await getTranslations('Home.tiles');
  const modals = await getTranslations('Modals');
  return (
    <ul className={styles.tiles}>
      {actions.map((action) => {
        const modal = tileActions[action];
        return (
          <li key={action} className={styles.tile}>
            <h3 className={styles.title}>{t(`${action}.title`)}</h3>
            <p className={styles.description}>{t(`${action}.description`)}</p>
            <ModalTrigger
              modal={modal}
              {...buttonProps('transparent', 'small')}
              ariaLabel={modals('learnMoreAbout', { feature: modals(`${modal}.feature`) })}
            >
              {modals('learnMore')}
            </ModalTrigger>
          </li>
        );
      })}
    </ul>
  );
}
