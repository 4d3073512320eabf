import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const country = parsePhoneNumberFromString(e164)?.countryCallingCode ?? digits.slice(0, 1);
  const national = digits.slice(country.length);
  const hidden = '•'.repeat(Math.max(national.length - 2, 0)).replace(/(•{3})(?=•)/g, '$1 ');
  return `+${country} ${hidden}${national.slice(-2)}`;
}
