import type { RatePair } from '@/lib/schemas/rates';

import { computeFee, toAmount } from './fee';

export type RateTerms = Pick<
  RatePair,
  'exchangeRate' | 'divisionOperator' | 'conversionFeePercentage' | 'conversionFeeFlat'
>;

/** Both sides of a conversion and the fee taken, all unrounded (round only when displaying). */
export type Conversion = {
  /** In the send currency. */
  send: number;
  /** In the send currency, included in `send`. */
  fee: number;
  /** In the receive currency. */
  receive: number;
};

const nothing: Conversion = { send: 0, fee: 0, receive: 0 };

/** True when the pair exists and its rate is a positive number. */
export function hasUsableRate(terms: RateTerms | undefined): terms is RateTerms {
  return terms !== undefined && Number.isFinite(terms.exchangeRate) && terms.exchangeRate > 0;
}

/** Units of the receive currency per unit of the send currency, before fees; 0 without a usable rate. */
export function getEffectiveRate(terms: RateTerms | undefined): number {
  if (!hasUsableRate(terms)) return 0;
  return terms.divisionOperator ? 1 / terms.exchangeRate : terms.exchangeRate;
}

/**
 * Send → receive: the fee comes off the send amount first, then the rest is multiplied by the rate (divided when
 * `divisionOperator`). Without a usable rate both sides are 0. A fee above the send amount leaves 0 to receive.
 */
export function convertFromSend(sendAmount: number, terms: RateTerms | undefined): Conversion {
  if (!hasUsableRate(terms)) return nothing;
  const send = toAmount(sendAmount);
  const fee = Math.min(computeFee(send, terms), send);
  const net = send - fee;
  const receive = terms.divisionOperator ? net / terms.exchangeRate : net * terms.exchangeRate;
  return { send, fee, receive: toAmount(receive) };
}

/**
 * Receive → send, the exact inverse of convertFromSend: the net amount is receive ÷ rate (× rate when
 * `divisionOperator`), then the fee is added back — the flat fee, or for a percentage p, send = net ÷ (1 − p/100).
 * Receiving 0 costs 0 (not the flat fee). A percentage of 100 or more can never deliver anything: both sides are 0.
 */
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
