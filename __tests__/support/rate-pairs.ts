import type { RatePair } from '@/lib/schemas/rates';

// The stand-in provider's USD→NGN pair, as our API shapes it: the pair most tests convert with.
export const usdNgnPair: RatePair = {
  from: 'USD',
  to: 'NGN',
  exchangeRate: 1500,
  divisionOperator: false,
  conversionFeePercentage: 1,
  conversionFeeFlat: 0,
};

// A pair the provider quotes the other way round (units of `from` per `to`), with no fee.
export const eurUsdPair: RatePair = {
  from: 'EUR',
  to: 'USD',
  exchangeRate: 0.92,
  divisionOperator: true,
  conversionFeePercentage: 0,
  conversionFeeFlat: 0,
};
