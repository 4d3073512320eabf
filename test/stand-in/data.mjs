// The stand-in provider's fixed answers. Browser and Jest tests import these same values and assert exact numbers,
// so change them only together with the tests (and with `standInExamples`, worked out by hand below).

/** Appears in every error body the stand-in sends: tests assert it never reaches our answers or logs. */
export const PROVIDER_BODY_CANARY = 'provider_body_CANARY_7c1e';

/**
 * @typedef {object} UpstreamPair
 * @property {string} from
 * @property {string} to
 * @property {number | string} exchange_rate
 * @property {boolean} division_operator
 * @property {number | null} conversion_fee_percentage
 * @property {number | null} conversion_fee_flat
 */

/** @typedef {{ provider: string; from: string; to: string; rate: number }} UpstreamCompetitorRate */

/**
 * GET /v1/util/currency-configuration, in the provider's own shape. Deliberate quirks: a numeric string rate and a
 * null fee (USD → GHS), lower-case codes (GBP → EUR), a pair outside our catalogue (USD → KES), and a zero rate
 * (GBP → XAF, the "no rate" case).
 * @type {UpstreamPair[]}
 */
// prettier-ignore
export const standInConfiguration = [
  { from: 'USD', to: 'NGN', exchange_rate: 1500, division_operator: false, conversion_fee_percentage: 1, conversion_fee_flat: 0 },
  { from: 'USD', to: 'GHS', exchange_rate: '15.5', division_operator: false, conversion_fee_percentage: null, conversion_fee_flat: 2 },
  { from: 'USD', to: 'XOF', exchange_rate: 600, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'USD', to: 'XAF', exchange_rate: 605.5, division_operator: false, conversion_fee_percentage: 2, conversion_fee_flat: 0 },
  { from: 'EUR', to: 'NGN', exchange_rate: 1650, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 1.5 },
  { from: 'EUR', to: 'GHS', exchange_rate: 16.8, division_operator: false, conversion_fee_percentage: 0.5, conversion_fee_flat: 0 },
  { from: 'EUR', to: 'XOF', exchange_rate: 655.957, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'EUR', to: 'XAF', exchange_rate: 655.957, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'GBP', to: 'NGN', exchange_rate: 1900, division_operator: false, conversion_fee_percentage: 1, conversion_fee_flat: 0 },
  { from: 'GBP', to: 'GHS', exchange_rate: 19.25, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 1 },
  { from: 'GBP', to: 'XOF', exchange_rate: 760, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'GBP', to: 'XAF', exchange_rate: 0, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'USD', to: 'EUR', exchange_rate: 0.92, division_operator: false, conversion_fee_percentage: 0.5, conversion_fee_flat: 0 },
  { from: 'EUR', to: 'USD', exchange_rate: 0.92, division_operator: true, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'USD', to: 'GBP', exchange_rate: 0.79, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'GBP', to: 'USD', exchange_rate: 0.79, division_operator: true, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'EUR', to: 'GBP', exchange_rate: 0.86, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0.5 },
  { from: 'gbp', to: 'eur', exchange_rate: 0.86, division_operator: true, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
  { from: 'USD', to: 'KES', exchange_rate: 129, division_operator: false, conversion_fee_percentage: 0, conversion_fee_flat: 0 },
];

/**
 * GET /v2/utils/competitors-rates, all pairs (the stand-in answers with the entries matching ?from&to). Per pair
 * there is a provider outside the list (Wise, LemFi) and, where marked, a listed one above our rate.
 * @type {UpstreamCompetitorRate[]}
 */
// prettier-ignore
export const standInCompetitorRates = [
  { provider: 'cleva', from: 'USD', to: 'NGN', rate: 1470 },
  { provider: 'GREY', from: 'USD', to: 'NGN', rate: 1490 },
  { provider: 'cadremit', from: 'USD', to: 'NGN', rate: 1510 }, // above our 1500: never shown
  { provider: 'Wise', from: 'USD', to: 'NGN', rate: 1495 }, // not listed: never shown
  { provider: 'Cleva', from: 'USD', to: 'GHS', rate: 15.1 },
  { provider: 'grey', from: 'USD', to: 'GHS', rate: 15.3 },
  { provider: 'CadRemit', from: 'USD', to: 'GHS', rate: 14.9 },
  { provider: 'cleva', from: 'EUR', to: 'USD', rate: 1.07 },
  { provider: 'grey', from: 'EUR', to: 'USD', rate: 1.08 },
  { provider: 'cadremit', from: 'EUR', to: 'USD', rate: 1.09 }, // above our 1 ÷ 0.92 = 1.0870: never shown
  { provider: 'cleva', from: 'EUR', to: 'XOF', rate: 650 },
  { provider: 'grey', from: 'EUR', to: 'XOF', rate: 640 },
  { provider: 'cadremit', from: 'EUR', to: 'XOF', rate: 655.957 }, // equal to ours: shown, "same rate"
  { provider: 'LemFi', from: 'EUR', to: 'XOF', rate: 654 }, // not listed: never shown
];

/** GET /trustbox-data/{templateId}: the review service's widget data. */
export const standInReviews = {
  businessUnit: {
    displayName: 'Tuma Stand-in',
    trustScore: 4.3,
    stars: 4.5,
    numberOfReviews: {
      total: 1287,
      oneStar: 61,
      twoStars: 24,
      threeStars: 70,
      fourStars: 301,
      fiveStars: 831,
    },
  },
  starsString: 'Excellent',
  links: { profileUrl: 'https://www.trustpilot.com/review/tuma.example' },
};

/**
 * @typedef {object} StandInExample
 * @property {string} from
 * @property {string} to
 * @property {'send' | 'receive'} drive
 * @property {number} amount
 * @property {number} send
 * @property {number} receive
 * @property {string} sendText
 * @property {string} receiveText
 * @property {boolean} [noRate] A pair with a zero rate: the converter says so instead of a summary of zeros.
 */

/**
 * Conversions worked by hand from the data above (en locale): the visitor types `amount` on the `drive` side; `send`
 * and `receive` are the unrounded results, the texts their display.
 * @type {StandInExample[]}
 */
// prettier-ignore
export const standInExamples = [
  { from: 'USD', to: 'NGN', drive: 'send', amount: 100, send: 100, receive: 148500, sendText: '$ 100.00', receiveText: '₦ 148,500.00' },
  { from: 'USD', to: 'NGN', drive: 'send', amount: 1, send: 1, receive: 1485, sendText: '$ 1.00', receiveText: '₦ 1,485.00' },
  { from: 'USD', to: 'NGN', drive: 'receive', amount: 148500, send: 100, receive: 148500, sendText: '$ 100.00', receiveText: '₦ 148,500.00' },
  { from: 'USD', to: 'GHS', drive: 'send', amount: 100, send: 100, receive: 1519, sendText: '$ 100.00', receiveText: '₵ 1,519.00' },
  { from: 'USD', to: 'GHS', drive: 'receive', amount: 1519, send: 100, receive: 1519, sendText: '$ 100.00', receiveText: '₵ 1,519.00' },
  { from: 'USD', to: 'GHS', drive: 'send', amount: 1, send: 1, receive: 0, sendText: '$ 1.00', receiveText: '₵ 0.00' },
  { from: 'USD', to: 'XOF', drive: 'send', amount: 100, send: 100, receive: 60000, sendText: '$ 100.00', receiveText: '₣ 60,000' },
  { from: 'USD', to: 'XAF', drive: 'send', amount: 100, send: 100, receive: 59339, sendText: '$ 100.00', receiveText: '₣ 59,339' },
  { from: 'EUR', to: 'NGN', drive: 'send', amount: 100, send: 100, receive: 162525, sendText: '€ 100.00', receiveText: '₦ 162,525.00' },
  { from: 'EUR', to: 'XOF', drive: 'send', amount: 100, send: 100, receive: 65595.7, sendText: '€ 100.00', receiveText: '₣ 65,596' },
  { from: 'EUR', to: 'USD', drive: 'send', amount: 100, send: 100, receive: 100 / 0.92, sendText: '€ 100.00', receiveText: '$ 108.70' },
  { from: 'EUR', to: 'USD', drive: 'receive', amount: 100, send: 92, receive: 100, sendText: '€ 92.00', receiveText: '$ 100.00' },
  { from: 'EUR', to: 'GBP', drive: 'send', amount: 100, send: 100, receive: 85.57, sendText: '€ 100.00', receiveText: '£ 85.57' },
  { from: 'GBP', to: 'EUR', drive: 'send', amount: 100, send: 100, receive: 100 / 0.86, sendText: '£ 100.00', receiveText: '€ 116.28' },
  { from: 'USD', to: 'EUR', drive: 'receive', amount: 91.54, send: 100, receive: 91.54, sendText: '$ 100.00', receiveText: '€ 91.54' },
  { from: 'GBP', to: 'XAF', drive: 'send', amount: 100, send: 0, receive: 0, sendText: '£ 0.00', receiveText: '₣ 0', noRate: true },
];

/**
 * @typedef {object} StandInComparisonRow
 * @property {string} provider
 * @property {number} rate
 * @property {number} difference
 * @property {string} differenceText
 * @property {boolean} [sameRate]
 */

/**
 * @typedef {object} StandInComparison
 * @property {string} from
 * @property {string} to
 * @property {number} send
 * @property {StandInComparisonRow[]} rows
 * @property {string | null} upToText
 */

/**
 * The comparison panel for a send amount, worked by hand: rows best rate first (only listed providers at or below our
 * rate), difference = send × our rate − send × their rate (rates only, no fee on either side; "same rate" at ours),
 * and the "up to" figure.
 * @type {StandInComparison[]}
 */
export const standInComparisons = [
  {
    from: 'USD',
    to: 'NGN',
    send: 100,
    rows: [
      { provider: 'grey', rate: 1490, difference: 1000, differenceText: '+₦ 1,000.00' },
      { provider: 'cleva', rate: 1470, difference: 3000, differenceText: '+₦ 3,000.00' },
    ],
    upToText: '₦ 3,000.00',
  },
  {
    from: 'USD',
    to: 'NGN',
    send: 1,
    rows: [
      { provider: 'grey', rate: 1490, difference: 10, differenceText: '+₦ 10.00' },
      { provider: 'cleva', rate: 1470, difference: 30, differenceText: '+₦ 30.00' },
    ],
    upToText: '₦ 30.00',
  },
  {
    // Our rate 15.5 with a flat fee of 2: the fee stays out of the comparison.
    from: 'USD',
    to: 'GHS',
    send: 100,
    rows: [
      { provider: 'grey', rate: 15.3, difference: 20, differenceText: '+₵ 20.00' },
      { provider: 'cleva', rate: 15.1, difference: 40, differenceText: '+₵ 40.00' },
      { provider: 'cadremit', rate: 14.9, difference: 60, differenceText: '+₵ 60.00' },
    ],
    upToText: '₵ 60.00',
  },
  {
    from: 'EUR',
    to: 'USD',
    send: 100,
    rows: [
      { provider: 'grey', rate: 1.08, difference: 100 / 0.92 - 108, differenceText: '+$ 0.70' },
      { provider: 'cleva', rate: 1.07, difference: 100 / 0.92 - 107, differenceText: '+$ 1.70' },
    ],
    upToText: '$ 1.70',
  },
  {
    from: 'EUR',
    to: 'XOF',
    send: 100,
    rows: [
      { provider: 'cadremit', rate: 655.957, difference: 0, differenceText: 'same rate', sameRate: true },
      { provider: 'cleva', rate: 650, difference: 595.7, differenceText: '+₣ 596' },
      { provider: 'grey', rate: 640, difference: 1595.7, differenceText: '+₣ 1,596' },
    ],
    upToText: '₣ 1,596',
  },
];
