import { getTranslations } from 'next-intl/server';

import { NEW_TAB_HINT_ID } from './new-tab-hint-id';

export async function NewTabHint() {
  const t = await getTranslations('Common');
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      {t('opensInNewTab')}
    </span>
  );
}
