import 'server-only';

import { getTranslations } from 'next-intl/server';

import { currencyCodes, type CurrencyCode } from '@/lib/currencies/catalogue';

// The converter's texts, listed once: the type its client components read is derived from these lists.
const textKeys = [
  'youSend',
  'recipientGets',
  'currencyYouSend',
  'currencyRecipientGets',
  'convert',
  'fee',
  'amountConverted',
  'rate',
  'updated',
  'sample',
  'stale',
  'noRate',
  'summary',
  'fetchFailed',
  'pickerName',
] as const;
const compareKeys = [
  'title',
  'note',
  'loading',
  'failed',
  'upTo',
  'ratesOnly',
  'sameRate',
  'theirAmount',
  'tableLabel',
  'provider',
  'difference',
] as const;

export type ConverterCopy = Record<(typeof textKeys)[number], string> & {
  currencyNames: Record<CurrencyCode, string>;
  compare: Record<(typeof compareKeys)[number], string>;
};

function pick<K extends string>(keys: readonly K[], read: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;
}

/** Built on the server like every island's texts; raw: the {placeholders} are filled in the browser. */
export async function getConverterCopy(): Promise<ConverterCopy> {
  const t = await getTranslations('Converter');
  return {
    ...pick(textKeys, (key) => t.raw(key) as string),
    currencyNames: pick(currencyCodes, (code) => t(`currencyNames.${code}`)),
    compare: pick(compareKeys, (key) => t.raw(`compare.${key}`) as string),
  };
}
