// First: zod must know it may not compile parsers before any schema below exists.
import '@/lib/schemas/browser-jitless';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

import { emailSchema } from '@/lib/signup/email-schema';

export const waitlistFields = ['fullName', 'email', 'phoneNumber'] as const;
export type WaitlistField = (typeof waitlistFields)[number];
export type WaitlistValues = Record<WaitlistField, string>;

export const waitlistErrorCodes = ['required', 'tooLong', 'invalid', 'countryCode'] as const;
export type WaitlistErrorCode = (typeof waitlistErrorCodes)[number];
export type WaitlistFieldErrors = Partial<Record<WaitlistField, WaitlistErrorCode>>;

export const NAME_MAX_LENGTH = 100;
const PHONE_INPUT_MAX_LENGTH = 32; // E.164 has at most 15 digits; room for spaces, dashes and brackets

const hasLetter = /\p{L}/u;
const controlCharacter = /\p{Cc}/u;
// A name starting with one of these could run as a formula when the export is opened in a spreadsheet.
const formulaStart = /^[=+\-@]/;

const fullName = z
  .string({ error: 'required' })
  .transform((value) => value.normalize('NFC').replace(/\s+/gu, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(NAME_MAX_LENGTH, 'tooLong')
      .refine(
        (value) => hasLetter.test(value) && !controlCharacter.test(value) && !formulaStart.test(value),
        'invalid',
      ),
  );

const phoneNumber = z
  .string({ error: 'required' })
  .trim()
  .pipe(z.string().min(1, 'required').max(PHONE_INPUT_MAX_LENGTH, 'tooLong'))
  .transform((value, ctx) => {
    const compact = value.replace(/[\s().\-\u00a0]/gu, '');
    const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
    if (/^\d+$/.test(international)) {
      ctx.addIssue({ code: 'custom', message: 'countryCode' });
      return z.NEVER;
    }
    const parsed = /^\+\d+$/.test(international) ? parsePhoneNumberFromString(international) : undefined;
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return parsed.number; // E.164
  });

export const waitlistSchema = z.object({ fullName, email: emailSchema, phoneNumber });
export type WaitlistSignup = z.output<typeof waitlistSchema>;

function isErrorCode(value: string): value is WaitlistErrorCode {
  return (waitlistErrorCodes as readonly string[]).includes(value);
}

export function toFieldErrors(error: z.ZodError): WaitlistFieldErrors {
  const errors: WaitlistFieldErrors = {};
  for (const issue of error.issues) {
    const field = waitlistFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = isErrorCode(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
