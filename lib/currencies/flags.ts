import { currencies, type CurrencyCode } from './catalogue';

export function flagSrc(country: string): string {
  return `/flags/${country.toLowerCase()}.svg`;
}

export function getCurrencyFlagSrc(code: CurrencyCode): string {
  return flagSrc(currencies[code].flagCountry);
}
