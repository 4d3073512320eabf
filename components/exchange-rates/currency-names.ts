import { getTranslations } from 'next-intl/server';

import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A currency's name as it reads inside a sentence. The names are written for pickers, capitalised ("Naira
 * nigérian"); French writes them in lower case mid-sentence ("naira nigérian", "franc CFA"), English keeps them.
 */
export async function getCurrencyNameInSentence(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Converter' });
  return (code: CurrencyCode): string => {
    const name = t(`currencyNames.${code}`);
    return locale === 'fr' ? name.charAt(0).toLocaleLowerCase('fr') + name.slice(1) : name;
  };
}
