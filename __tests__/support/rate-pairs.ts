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
