import { currencies, sourceCurrencyCodes, targetCurrencyCodes, type CurrencyCode } from './catalogue';
import { getCurrencyFlagSrc } from './flags';

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
