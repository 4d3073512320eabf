import { z } from 'zod';

import { parsePairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { routing, type Locale } from '@/lib/i18n/routing';
import { formatRate } from '@/lib/money/format-rate';
import { sanitizeAmount } from '@/lib/money/sanitize-amount';
import { emailSchema } from '@/lib/signup/email-schema';

// Messages are error codes: the page words them in the visitor's language.
export const alertErrorCodes = ['required', 'tooLong', 'invalid', 'equalsRate'] as const;
export type AlertErrorCode = (typeof alertErrorCodes)[number];
export type AlertField = 'email' | 'target';
export type AlertFieldErrors = Partial<Record<AlertField, AlertErrorCode>>;

export type AlertRequest = {
  email: string;
  pair: CurrencyPair;
  /** The exact decimal the visitor typed, `.` as its mark: PostgreSQL's numeric keeps it as typed. */
  target: string;
  locale: Locale;
  /** The honeypot field, filled only by bots. */
  trap: boolean;
};

const TARGET_MAX_LENGTH = 32;
const TARGET_MAX_DIGITS = 15; // a double's exact range: the comparison with recorded rates stays exact

const formSchema = z.object({
  email: z.string().max(1_000).catch(''),
  target: z.string().max(1_000).catch(''),
  pair: z.string().max(20).catch(''),
  locale: z.string().max(10).catch(''),
  website: z.string().max(1_000).catch(''),
});

/**
 * Reads the alert form (field values as posted). The pair and the language come from hidden fields of our own page:
 * a wrong one is not the visitor's mistake, and answers `undefined` (a 400).
 */
export function parseAlertForm(
  fields: Record<string, string>,
):
  | { ok: true; request: AlertRequest }
  | { ok: false; pair: CurrencyPair; locale: Locale; target: string; fieldErrors: AlertFieldErrors }
  | undefined {
  const form = formSchema.parse(fields);
  const pair = parsePairSlug(form.pair);
  const locale = routing.locales.find((candidate) => candidate === form.locale);
  if (!pair || !locale) return undefined;

  const fieldErrors: AlertFieldErrors = {};
  const email = emailSchema.safeParse(form.email);
  if (!email.success) fieldErrors.email = (email.error.issues[0]?.message as AlertErrorCode) ?? 'invalid';
  const target = parseTarget(form.target, locale);
  if (typeof target !== 'string') fieldErrors.target = target.error;
  if (!email.success || typeof target !== 'string')
    return { ok: false, pair, locale, target: form.target.slice(0, TARGET_MAX_LENGTH), fieldErrors };
  return { ok: true, request: { email: email.data, pair, target, locale, trap: form.website !== '' } };
}

/** A target rate as typed in `locale` (a decimal comma in French, a `.` too), as an exact decimal string. */
export function parseTarget(input: string, locale: Locale): string | { error: AlertErrorCode } {
  const typed = input.trim();
  if (typed === '') return { error: 'required' };
  if (typed.length > TARGET_MAX_LENGTH) return { error: 'tooLong' };
  // Only digits, separators and spaces: "1 600,50", "1,600.50", "0.00065".
  if (!/^[\d\s\u00a0\u202f.,']+$/u.test(typed)) return { error: 'invalid' };
  const { text, value } = sanitizeAmount(typed, locale);
  const decimal = text.replace(',', '.').replace(/^0+(?=\d)/, '');
  if (!(value > 0) || decimal.replace('.', '').replace(/^0+/, '').length > TARGET_MAX_DIGITS)
    return { error: 'invalid' };
  return decimal.endsWith('.') ? decimal.slice(0, -1) : decimal;
}

/** Equal as the site shows rates: a target the visitor cannot tell from today's rate is refused. */
export function equalsShownRate(target: number, rate: number, pair: CurrencyPair): boolean {
  return formatRate(target, pair.from, pair.to) === formatRate(rate, pair.from, pair.to);
}
