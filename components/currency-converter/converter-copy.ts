import type { CurrencyCode } from '@/lib/currencies/catalogue';

/** Every string the converter shows, translated on the server and passed down as props. */
export type ConverterCopy = {
  /** Currency names in the page's language, for the pickers. */
  currencyNames: Record<CurrencyCode, string>;
  youSend: string;
  recipientGets: string;
  currencyYouSend: string;
  currencyRecipientGets: string;
  convert: string;
  fee: string;
  amountConverted: string;
  rate: string;
  /** "Updated {age}" */
  updated: string;
  sample: string;
  /** "Rates may be out of date: last updated {age}." */
  stale: string;
  /** "We have no rate for {from} to {to} yet." */
  noRate: string;
  /** "You send {send}, recipient gets {receive}" */
  summary: string;
  /** Spec §8: beside the converter when refreshing the rates fails. */
  fetchFailed: string;
  /** A picker button's accessible name: "{label}: {code}" ("Currency you send: USD"). */
  pickerName: string;
  compare: {
    title: string;
    note: string;
    loading: string;
    failed: string;
    /** "Offering up to {amount} more compared to the rest" */
    upTo: string;
    /** Beside the figures: they compare rates, fees left out. */
    ratesOnly: string;
    /** A competitor at our exact rate. */
    sameRate: string;
    /** "{provider} would deliver {amount}" */
    theirAmount: string;
    tableLabel: string;
    provider: string;
    difference: string;
  };
};
