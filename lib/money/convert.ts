import type { RatePair } from '@/lib/schemas/rates';

import { computeFee, toAmount } from './fee';

export type RateTerms = Pick<
  RatePair,
  'exchangeRate' | 'divisionOperator' | 'conversionFeePercentage' | 'conversionFeeFlat'
>;

export type Conversion = {
  send: number;
  fee: number;
  receive: number;
};

const nothing: Conversion = { send: 0, fee: 0, receive: 0 };

export function hasUsableRate(terms: RateTerms | undefined): terms is RateTerms {
  return terms !== undefined && Number.isFinite(terms.exchangeRate) && terms.exchangeRate > 0;
}

export function getEffectiveRate(terms: RateTerms | undefined): number {
  if (!hasUsableRate(terms)) return 0;
  return terms.divisionOperator ? 1 / terms.exchangeRate : terms.exchangeRate;
}

export function convertFromSend(sendAmount: number, terms: RateTerms | undefined): Conversion {
  if (!hasUsableRate(terms)) return nothing;
  const send = toAmount(sendAmount);
  const fee = Math.min(computeFee(send, terms), send);
  const net = send - fee;
  const receive = terms.divisionOperator ? net / terms.exchangeRate : net * terms.exchangeRate;
  return { send, fee, receive: toAmount(receive) };
}

export function convertFromReceive(receiveAmount: number, terms: RateTerms | undefined): Conversion {
  if (!hasUsableRate(terms)) return nothing;
  const receive = toAmount(receiveAmount);
  if (receive === 0) return nothing;
  const net = terms.divisionOperator ? receive * terms.exchangeRate : receive / terms.exchangeRate;
  let send: number;
  if (terms.conversionFeeFlat > 0) {
    send = net + terms.conversionFeeFlat;
  } else if (terms.conversionFeePercentage > 0) {
    if (terms.conversionFeePercentage >= 100) return nothing;
    send = net / (1 - terms.conversionFeePercentage / 100);
  } else {
    send = net;
  }
  send = toAmount(send);
  if (send === 0) return nothing;
  return { send, fee: send - net, receive };
}
