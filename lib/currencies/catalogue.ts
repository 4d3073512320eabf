export const currencyCodes = ['USD', 'EUR', 'GBP', 'NGN', 'GHS', 'XAF', 'XOF'] as const;

export type CurrencyCode = (typeof currencyCodes)[number];

export type Currency = {
  code: CurrencyCode;
  name: string;
  symbol: string;
  minorUnits: number;
  flagCountry: string;
};

export const currencies: Readonly<Record<CurrencyCode, Currency>> = {
  USD: { code: 'USD', name: 'United States Dollar', symbol: '$', minorUnits: 2, flagCountry: 'US' },
  EUR: { code: 'EUR', name: 'European EURO', symbol: '€', minorUnits: 2, flagCountry: 'EU' },
  GBP: { code: 'GBP', name: 'British Pound', symbol: '£', minorUnits: 2, flagCountry: 'GB' },
  NGN: { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', minorUnits: 2, flagCountry: 'NG' },
  GHS: { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', minorUnits: 2, flagCountry: 'GH' },
  XOF: { code: 'XOF', name: 'West African CFA Franc', symbol: '₣', minorUnits: 0, flagCountry: 'SN' },
  XAF: { code: 'XAF', name: 'Central African CFA Franc', symbol: '₣', minorUnits: 0, flagCountry: 'CM' },
};

export const sourceCurrencyCodes: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

export const localCurrencyCodes: readonly CurrencyCode[] = ['NGN', 'GHS', 'XOF', 'XAF'];

export const targetCurrencyCodes: readonly CurrencyCode[] = [...localCurrencyCodes, ...sourceCurrencyCodes];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

export function findCurrency(code: string): Currency | undefined {
  return isCurrencyCode(code) ? currencies[code] : undefined;
}

export function getCurrencySymbol(code: string): string {
  return findCurrency(code)?.symbol ?? '';
}
