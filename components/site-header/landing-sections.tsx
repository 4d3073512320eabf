import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import type { ScrollBlock } from '@/lib/scroll/scroll-target';
import { SectionLink } from '@/components/section-nav/section-link';

const sections: {
  id: string;
  labelKey: 'globalAccounts' | 'sendMoney' | 'virtualCards';
  block: ScrollBlock;
}[] = [
  { id: 'global-accounts', labelKey: 'globalAccounts', block: 'center' },
  { id: 'send-money', labelKey: 'sendMoney', block: 'start' },
  { id: 'virtual-cards', labelKey: 'virtualCards', block: 'center' },
];

/** The landing page's sections in the navigation (spec §2): only the landing layout imports this, and so the scroll. */
export async function LandingSections() {
  const t = await getTranslations('Nav');
  const home = localizedPath('/', (await getLocale()) as Locale);
  return sections.map(({ id, labelKey, block }) => (
    <li key={id}>
      <SectionLink id={id} href={`${home}#${id}`} block={block}>
        {t(labelKey)}
      </SectionLink>
    </li>
  ));
}
