import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  currencies,
  currencyCodes,
  findCurrency,
  getCurrencySymbol,
  isCurrencyCode,
  sourceCurrencyCodes,
  targetCurrencyCodes,
} from '@/lib/currencies/catalogue';
import {
  getCurrencyOption,
  sourceCurrencyOptions,
  targetCurrencyOptions,
} from '@/lib/currencies/currency-options';
import { recipientCountries } from '@/components/sections/countries/recipient-countries';
import { flagSrc, getCurrencyFlagSrc } from '@/lib/currencies/flags';
import { getMinorUnits } from '@/lib/money/minor-units';

describe('currency catalogue', () => {
  it('holds the seven spec currencies', () => {
    expect([...currencyCodes].sort()).toEqual(['EUR', 'GBP', 'GHS', 'NGN', 'USD', 'XAF', 'XOF']);
    for (const code of currencyCodes) expect(currencies[code].code).toBe(code);
  });

  it('uses the spec symbols', () => {
    expect(Object.fromEntries(currencyCodes.map((code) => [code, getCurrencySymbol(code)]))).toEqual({
      EUR: '€',
      GBP: '£',
      GHS: '₵',
      NGN: '₦',
      USD: '$',
      XAF: '₣',
      XOF: '₣',
    });
  });

  it('uses the spec names for the held and named local currencies', () => {
    expect(currencies.USD.name).toBe('United States Dollar');
    expect(currencies.EUR.name).toBe('European EURO');
    expect(currencies.GBP.name).toBe('British Pound');
    expect(currencies.NGN.name).toBe('Nigerian Naira');
    expect(currencies.GHS.name).toBe('Ghanaian Cedi');
  });

  it('gives the CFA francs no minor unit and the others two (ISO 4217)', () => {
    expect(currencyCodes.map((code) => [code, getMinorUnits(code)])).toEqual([
      ['USD', 2],
      ['EUR', 2],
      ['GBP', 2],
      ['NGN', 2],
      ['GHS', 2],
      ['XAF', 0],
      ['XOF', 0],
    ]);
    for (const code of currencyCodes) {
      const iso = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
      expect(getMinorUnits(code)).toBe(iso.maximumFractionDigits);
    }
  });

  it('sends from the held currencies and delivers to the local ones first, then the held ones', () => {
    expect(sourceCurrencyCodes).toEqual(['USD', 'EUR', 'GBP']);
    expect(targetCurrencyCodes).toEqual(['NGN', 'GHS', 'XOF', 'XAF', 'USD', 'EUR', 'GBP']);
  });

  it('knows nothing outside the catalogue', () => {
    expect(isCurrencyCode('KES')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(42)).toBe(false);
    expect(findCurrency('KES')).toBeUndefined();
    expect(getCurrencySymbol('KES')).toBe('');
    expect(getMinorUnits('KES')).toBe(2);
  });
});

describe('flags and options', () => {
  it('has an SVG flag file for every currency and every recipient country, the CFA francs included', () => {
    const flagFile = (src: string) => readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
    const sources = [
      ...currencyCodes.map((code) => getCurrencyFlagSrc(code)),
      ...recipientCountries.map((country) => flagSrc(country.code)),
    ];
    for (const src of sources) {
      expect(src).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
      expect(flagFile(src)).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d. ]+"/,
      );
    }
    expect(getCurrencyFlagSrc('XOF')).not.toBe(getCurrencyFlagSrc('XAF'));
  });

  it('builds picker options in the spec shape', () => {
    expect(getCurrencyOption('NGN')).toEqual({
      name: 'Nigerian Naira',
      value: 'NGN',
      symbol: '₦',
      flag: '/flags/ng.svg',
    });
    expect(sourceCurrencyOptions.map((option) => option.value)).toEqual(sourceCurrencyCodes);
    expect(targetCurrencyOptions.map((option) => option.value)).toEqual(targetCurrencyCodes);
  });
});
