import { currencies, sourceCurrencyCodes, targetCurrencyCodes, type CurrencyCode } from './catalogue';
import { getCurrencyFlagSrc } from './flags';

/** A picker entry, in the spec's shape (§3): name, value (the code), symbol, flag (a data URL). */
export type CurrencyOption = {
  name: string;
  value: CurrencyCode;
  symbol: string;
  flag: string;
};

export function getCurrencyOption(code: CurrencyCode): CurrencyOption {
  const { name, symbol } = currencies[code];
  return { name, value: code, symbol, flag: getCurrencyFlagSrc(code) };
}

export const sourceCurrencyOptions: readonly CurrencyOption[] = sourceCurrencyCodes.map(getCurrencyOption);
export const targetCurrencyOptions: readonly CurrencyOption[] = targetCurrencyCodes.map(getCurrencyOption);
