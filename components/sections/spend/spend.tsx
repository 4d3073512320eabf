import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';

import { AppleIcon } from '@/components/icons/apple-icon';
import { BooksIcon } from '@/components/icons/books-icon';
import { GameControllerIcon } from '@/components/icons/game-controller-icon';
import type { IconProps } from '@/components/icons/svg-icon';
import { MusicIcon } from '@/components/icons/music-icon';
import { ShoppingCartIcon } from '@/components/icons/shopping-cart-icon';
import { SneakerIcon } from '@/components/icons/sneaker-icon';
import { StreamingIcon } from '@/components/icons/streaming-icon';
import { VideoIcon } from '@/components/icons/video-icon';

import styles from './spend.module.scss';

const categories: { id: string; Icon: ComponentType<IconProps> }[] = [
  { id: 'streaming', Icon: StreamingIcon },
  { id: 'books', Icon: BooksIcon },
  { id: 'video', Icon: VideoIcon },
  { id: 'cart', Icon: ShoppingCartIcon },
  { id: 'sneakers', Icon: SneakerIcon },
  { id: 'music', Icon: MusicIcon },
  { id: 'apple', Icon: AppleIcon },
  { id: 'games', Icon: GameControllerIcon },
];

export async function Spend() {
  const t = await getTranslations('Home.spend');
  return (
    <section className={styles.section} aria-labelledby="spend-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="spend-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        <ul className={styles.list}>
          {categories.map(({ id, Icon }) => (
            <li key={id} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={28} />
              </span>
              <span className={styles.label}>{t(`icons.${id}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
