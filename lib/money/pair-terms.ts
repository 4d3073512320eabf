import type { RatePair } from '@/lib/schemas/rates';

import { convertFromSend, getEffectiveRate, hasUsableRate } from './convert';
import { formatMoney } from './format-money';
import { formatRate } from './format-rate';

export type FeeWording =
  { kind: 'percent'; percent: string } | { kind: 'flat'; fee: string } | { kind: 'none' };

export type PairTerms = {
  rate: string;
  one: string;
  amount: string;
  fee: FeeWording;
  example: { send: string; receive: string };
};

const exampleAmounts: Partial<Record<string, number>> = {
  NGN: 100_000,
  GHS: 1_000,
  XOF: 50_000,
  XAF: 50_000,
};

export function exampleAmount(from: string): number {
  return exampleAmounts[from] ?? 100;
}

const percentFormats = new Map<string, Intl.NumberFormat>();
function formatPercent(value: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(value / 100);
}

function inSentence(money: string): string {
  return money.replace(' ', '\u00a0');
}

export function describeFee(pair: RatePair, locale: string): FeeWording {
  if (pair.conversionFeeFlat > 0)
    return { kind: 'flat', fee: inSentence(formatMoney(pair.conversionFeeFlat, pair.from, locale)) };
  if (pair.conversionFeePercentage > 0) {
    return { kind: 'percent', percent: formatPercent(pair.conversionFeePercentage, locale) };
  }
  return { kind: 'none' };
}

export function describePair(pair: RatePair, locale: string): PairTerms | undefined {
  if (!hasUsableRate(pair)) return undefined;
  const rate = getEffectiveRate(pair);
  // Below 1, "₦ 1.00 converts to $ 0.00" says nothing: count in tens, hundreds… of the send currency instead.
  const unit = rate >= 1 ? 1 : 10 ** Math.ceil(Math.log10(1 / rate));
  const exampleSend = exampleAmount(pair.from);
  const example = convertFromSend(exampleSend, pair);
  return {
    rate: formatRate(rate, pair.from, pair.to, locale),
    one: inSentence(formatMoney(unit, pair.from, locale)),
    amount: inSentence(formatMoney(unit * rate, pair.to, locale)),
    fee: describeFee(pair, locale),
    example: {
      send: inSentence(formatMoney(exampleSend, pair.from, locale)),
      receive: inSentence(formatMoney(example.receive, pair.to, locale)),
    },
  };
}
