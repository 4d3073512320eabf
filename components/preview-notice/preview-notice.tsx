import { getTranslations } from 'next-intl/server';

import styles from './preview-notice.module.scss';

type PreviewNoticeProps = { feature: 'waitlist' | 'alerts' };

/** Said where a feature would be, on a Vercel preview built without its database or mail. */
export async function PreviewNotice({ feature }: PreviewNoticeProps) {
  const [waitlist, alerts] = await Promise.all([getTranslations('Waitlist'), getTranslations('RateAlert')]);
  return (
    <p className={styles.notice} role="note">
      {feature === 'waitlist' ? waitlist('previewOff') : alerts('previewOff')}
    </p>
  );
}
