import { currencies, type CurrencyCode } from './catalogue';

/**
 * A country's flag (3:2 SVG) as a file in public/flags (made by `node scripts/images/build-images.mjs --only=flags`
 * from country-flag-icons): cached once by the browser, and out of every page's HTML and the converter's JavaScript.
 */
export function flagSrc(country: string): string {
  return `/flags/${country.toLowerCase()}.svg`;
}

/** The flag shown beside a currency (the CFA francs show their central bank's host country). */
export function getCurrencyFlagSrc(code: CurrencyCode): string {
  return flagSrc(currencies[code].flagCountry);
}
