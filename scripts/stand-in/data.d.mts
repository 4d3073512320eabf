// Types for data.mjs (plain Node, so tests in TypeScript can import it).
export const PROVIDER_BODY_CANARY: string;

export type UpstreamPair = {
  from: string;
  to: string;
  exchange_rate: number | string;
  division_operator: boolean;
  conversion_fee_percentage: number | null;
  conversion_fee_flat: number | null;
};
export type UpstreamCompetitorRate = { provider: string; from: string; to: string; rate: number };

export const standInConfiguration: UpstreamPair[];
export const standInCompetitorRates: UpstreamCompetitorRate[];
export const standInReviews: {
  businessUnit: {
    displayName: string;
    trustScore: number;
    stars: number;
    numberOfReviews: { total: number };
  };
  [key: string]: unknown;
};

export type StandInExample = {
  from: string;
  to: string;
  drive: 'send' | 'receive';
  amount: number;
  send: number;
  receive: number;
  sendText: string;
  receiveText: string;
  /** A pair with a zero rate: the converter says so instead of a summary of zeros. */
  noRate?: boolean;
};
export const standInExamples: StandInExample[];

export type StandInComparison = {
  from: string;
  to: string;
  send: number;
  rows: { provider: string; rate: number; difference: number; differenceText: string; sameRate?: boolean }[];
  upToText: string | null;
};
export const standInComparisons: StandInComparison[];
