import type { CurrencyCode } from '@/lib/currencies/catalogue';

export type ConverterCopy = {
  currencyNames: Record<CurrencyCode, string>;
  youSend: string;
  recipientGets: string;
  currencyYouSend: string;
  currencyRecipientGets: string;
  convert: string;
  fee: string;
  amountConverted: string;
  rate: string;
  updated: string;
  sample: string;
  stale: string;
  noRate: string;
  summary: string;
  fetchFailed: string;
  pickerName: string;
  compare: {
    title: string;
    note: string;
    loading: string;
    failed: string;
    upTo: string;
    ratesOnly: string;
    sameRate: string;
    theirAmount: string;
    tableLabel: string;
    provider: string;
    difference: string;
  };
};
