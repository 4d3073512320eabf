/** Spec §1: where recipients are, with the local currency each one receives besides GBP, EUR and USD. */
export const recipientCountries = [
  { code: 'NG', currency: 'NGN' },
  { code: 'GH', currency: 'GHS' },
  { code: 'BJ', currency: 'XOF' },
  { code: 'BF', currency: 'XOF' },
  { code: 'CI', currency: 'XOF' },
  { code: 'GW', currency: 'XOF' },
  { code: 'NE', currency: 'XOF' },
  { code: 'SN', currency: 'XOF' },
  { code: 'TG', currency: 'XOF' },
  { code: 'CM', currency: 'XAF' },
  { code: 'TD', currency: 'XAF' },
  { code: 'GQ', currency: 'XAF' },
  { code: 'GA', currency: 'XAF' },
] as const;
