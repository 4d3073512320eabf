/** @jest-environment node */
import { toFieldErrors, waitlistSchema, type WaitlistFieldErrors } from '@/lib/waitlist/schema';

const valid = { fullName: 'Ada Okafor', email: 'ada@example.com', phoneNumber: '+234 803 123 4567' };

function errorsFor(input: Partial<Record<keyof typeof valid, unknown>>): WaitlistFieldErrors {
  const result = waitlistSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : toFieldErrors(result.error);
}

describe('waitlistSchema: full name', () => {
  it.each([
    ['  Ada   Okafor  ', 'Ada Okafor'],
    ['Chukwuemeka Ọ̀kọ́n', 'Chukwuemeka Ọ̀kọ́n'.normalize('NFC')],
    ["Aïssatou N'Diaye", "Aïssatou N'Diaye"],
    ['Kwame\tMensah', 'Kwame Mensah'],
    ['X', 'X'],
  ])('accepts %j as %j', (fullName, expected) => {
    expect(waitlistSchema.parse({ ...valid, fullName }).fullName).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['    ', 'required'],
    ['a'.repeat(101), 'tooLong'],
    ['12345', 'invalid'],
    ['!!!', 'invalid'],
    ['=HYPERLINK("http://x")', 'invalid'],
    ['@admin', 'invalid'],
    ['Ada\u0000Okafor', 'invalid'],
    [42, 'required'],
    [undefined, 'required'],
  ])('refuses %j with %s', (fullName, code) => {
    expect(errorsFor({ fullName })).toEqual({ fullName: code });
  });

  it('accepts exactly 100 characters', () => {
    expect(errorsFor({ fullName: 'a'.repeat(100) })).toEqual({});
  });
});

describe('waitlistSchema: email', () => {
  it('trims and lower-cases the address', () => {
    expect(waitlistSchema.parse({ ...valid, email: '  Ada.Okafor+Waitlist@Example.COM ' }).email).toBe(
      'ada.okafor+waitlist@example.com',
    );
  });

  it.each([
    ['', 'required'],
    ['ada', 'invalid'],
    ['ada@', 'invalid'],
    ['ada@example', 'invalid'],
    ['ada@@example.com', 'invalid'],
    ['ada @example.com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'tooLong'],
  ])('refuses %j with %s', (email, code) => {
    expect(errorsFor({ email })).toEqual({ email: code });
  });
});

describe('waitlistSchema: phone number, stored as E.164', () => {
  it.each([
    ['Nigeria, MTN mobile', '+234 803 123 4567', '+2348031234567'],
    ['Nigeria, no spaces', '+2348031234567', '+2348031234567'],
    ['Nigeria, 00 dialling prefix', '00234 803 123 4567', '+2348031234567'],
    ['Ghana, MTN mobile', '+233 24 123 4567', '+233241234567'],
    ['Ghana, with dashes', '+233-24-123-4567', '+233241234567'],
    ['Senegal, Orange mobile', '+221 77 123 45 67', '+221771234567'],
    ['Senegal, dotted', '+221.77.123.45.67', '+221771234567'],
    ['Cameroon, mobile', '+237 6 71 23 45 67', '+237671234567'],
    ['Cameroon, grouped in threes', '+237 671 234 567', '+237671234567'],
    ["Côte d'Ivoire, ten digits", '+225 07 07 12 34 56', '+2250707123456'],
    ['United Kingdom, with brackets', '+44 (0)7911 123456', '+447911123456'],
  ])('%s: %j → %s', (_country, phoneNumber, e164) => {
    expect(waitlistSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe(e164);
  });

  it.each([
    ['a Nigerian number without its country code', '0803 123 4567', 'countryCode'],
    ['a Ghanaian number without its country code', '024 123 4567', 'countryCode'],
    ['a Nigerian number one digit short', '+234 803 123 456', 'invalid'],
    ['a Senegalese number one digit long', '+221 77 123 45 678', 'invalid'],
    ['a Cameroonian number with a wrong prefix', '+237 1 71 23 45 67', 'invalid'],
    ['an unknown country code', '+999 123 456 789', 'invalid'],
    ['letters', '+234 803 CALL ME', 'invalid'],
    ['nothing', '   ', 'required'],
    ['an essay', `+234 ${'1'.repeat(40)}`, 'tooLong'],
  ])('refuses %s (%j) with %s', (_case, phoneNumber, code) => {
    expect(errorsFor({ phoneNumber })).toEqual({ phoneNumber: code });
  });
});

it('reports the first problem of every field at once', () => {
  expect(errorsFor({ fullName: '', email: 'nope', phoneNumber: '0803' })).toEqual({
    fullName: 'required',
    email: 'invalid',
    phoneNumber: 'countryCode',
  });
});
