import { getTranslations } from 'next-intl/server';

import { site } from '@/lib/site';
import { socialCardRoute } from '@/components/social-card/social-card-route';

const card = socialCardRoute(async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { kicker: site.name, headline: t('heroTitle') };
});

export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
