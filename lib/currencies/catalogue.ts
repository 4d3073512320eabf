export const currencyCodes = ['USD', 'EUR', 'GBP', 'NGN', 'GHS', 'XAF', 'XOF'] as const;

export type CurrencyCode = (typeof currencyCodes)[number];

export type Currency = {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** Digits after the decimal point per ISO 4217. */
  minorUnits: number;
  /** ISO 3166 code of the flag shown beside the currency (country-flag-icons naming). */
  flagCountry: string;
};

// Names and symbols are the spec's (§3), including its "European EURO". The CFA francs have no flag of their own:
// each shows the flag of the country hosting its central bank (BCEAO in Dakar, BEAC in Yaoundé).
export const currencies: Readonly<Record<CurrencyCode, Currency>> = {
  USD: { code: 'USD', name: 'United States Dollar', symbol: '$', minorUnits: 2, flagCountry: 'US' },
  EUR: { code: 'EUR', name: 'European EURO', symbol: '€', minorUnits: 2, flagCountry: 'EU' },
  GBP: { code: 'GBP', name: 'British Pound', symbol: '£', minorUnits: 2, flagCountry: 'GB' },
  NGN: { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', minorUnits: 2, flagCountry: 'NG' },
  GHS: { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', minorUnits: 2, flagCountry: 'GH' },
  XOF: { code: 'XOF', name: 'West African CFA Franc', symbol: '₣', minorUnits: 0, flagCountry: 'SN' },
  XAF: { code: 'XAF', name: 'Central African CFA Franc', symbol: '₣', minorUnits: 0, flagCountry: 'CM' },
};

/** What a visitor can send from: the held currencies. */
export const sourceCurrencyCodes: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/** The local currencies of our markets: what most transfers pay out in. */
export const localCurrencyCodes: readonly CurrencyCode[] = ['NGN', 'GHS', 'XOF', 'XAF'];

/**
 * What a recipient can get: the local currencies first, then the held ones (swapping between held currencies is a
 * feature, and it is what makes the spec's "picking the other side's currency swaps them" reachable).
 */
export const targetCurrencyCodes: readonly CurrencyCode[] = [...localCurrencyCodes, ...sourceCurrencyCodes];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

/** The catalogue entry for a code, or undefined for anything outside the catalogue. */
export function findCurrency(code: string): Currency | undefined {
  return isCurrencyCode(code) ? currencies[code] : undefined;
}

/** The spec's symbol, or '' for a currency outside the catalogue. */
export function getCurrencySymbol(code: string): string {
  return findCurrency(code)?.symbol ?? '';
}
