import { getTranslations } from 'next-intl/server';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { Locale } from '@/lib/i18n/routing';

/** French writes currency names in lower case mid-sentence ("naira nigérian"); pickers capitalise them. */
export async function getCurrencyNameInSentence(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Converter' });
  return (code: CurrencyCode): string => {
    const name = t(`currencyNames.${code}`);
    return locale === 'fr' ? name.charAt(0).toLocaleLowerCase('fr') + name.slice(1) : name;
  };
}
