import { BF, BJ, CI, CM, GA, GH, GQ, GW, NE, NG, SN, TD, TG } from 'country-flag-icons/string/3x2';

/** Spec §1: where recipients are, with the local currency each one receives besides GBP, EUR and USD. */
export const recipientCountries = [
  { code: 'NG', currency: 'NGN', flag: NG },
  { code: 'GH', currency: 'GHS', flag: GH },
  { code: 'BJ', currency: 'XOF', flag: BJ },
  { code: 'BF', currency: 'XOF', flag: BF },
  { code: 'CI', currency: 'XOF', flag: CI },
  { code: 'GW', currency: 'XOF', flag: GW },
  { code: 'NE', currency: 'XOF', flag: NE },
  { code: 'SN', currency: 'XOF', flag: SN },
  { code: 'TG', currency: 'XOF', flag: TG },
  { code: 'CM', currency: 'XAF', flag: CM },
  { code: 'TD', currency: 'XAF', flag: TD },
  { code: 'GQ', currency: 'XAF', flag: GQ },
  { code: 'GA', currency: 'XAF', flag: GA },
] as const;

export type RecipientCountry = (typeof recipientCountries)[number];

export function flagDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
