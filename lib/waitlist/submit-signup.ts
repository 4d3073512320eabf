import { z } from 'zod';

import { randomUUID } from 'node:crypto';

import type { Attribution } from '@/lib/alerts/alert-input';
import { mailQueuedLastHour } from '@/lib/alerts/alert-store';
import { newToken } from '@/lib/alerts/tokens';
import { errorCodeOf } from '@/lib/db/error-code';
import type { Db } from '@/lib/db/open-database.mjs';
import {
  confirmationsToday,
  insertPendingSignup,
  insertSignup,
  type NewSignup,
} from '@/lib/db/waitlist-signups';
import type { Locale } from '@/lib/i18n/routing';
import { messageIdFor } from '@/lib/mail/outbox';

import { waitlistConfirmMail, waitlistConfirmUrl } from './confirm-mail';
import type { WaitlistResult } from './result';
import { toFieldErrors, waitlistSchema } from './schema';
import type { SignupLimitName, SignupLimits } from './signup-limits';

export type SubmitContext = {
  ip: string;
  locale: Locale;
  attribution?: Attribution;
};

export type WaitlistEvent = {
  event: 'waitlist.signup';
  outcome:
    'stored' | 'pending' | 'duplicate' | 'honeypot' | 'invalid' | 'rate-limited' | 'silent-limit' | 'failed';
  locale?: string;
  source?: string;
  errorCode?: string;
  /** Which limit refused a rate-limited attempt. */
  limit?: SignupLimitName;
};

export type SubmitDeps = {
  getDb: () => Promise<Db>;
  limits: SignupLimits;
  /** Receives outcomes only: never a name, an e-mail, a phone number or an address. */
  log: (event: WaitlistEvent) => void;
  /** Set while mail is on: sign-ups wait, pending, for their address to be confirmed (docs/waitlist.md). */
  mail?: { siteUrl: string; fromAddress: string; perHour: number };
};

/** Confirmation mails an address gets per day at most; past it the answer is the same, and no mail goes. */
const CONFIRMATIONS_PER_EMAIL_PER_DAY = 3;

const envelopeSchema = z.object({
  fullName: z.string().max(1_000).catch(''),
  email: z.string().max(1_000).catch(''),
  phoneNumber: z.string().max(1_000).catch(''),
  website: z.string().max(1_000).optional().catch('filled'),
  source: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullish()
    .catch(null),
});

/**
 * Queues the sign-up, pending, with its confirmation mail: unless the site's hourly mail ceiling is reached (the
 * visitor is told), or the address already had its confirmations today (silent: the same answer, no mail).
 */
async function queueConfirmation(
  db: Db,
  signup: NewSignup,
  locale: Locale,
  mail: NonNullable<SubmitDeps['mail']>,
): Promise<'pending' | 'silent-limit' | 'ceiling'> {
  if ((await mailQueuedLastHour(db)) >= mail.perHour) return 'ceiling';
  if ((await confirmationsToday(db, signup.email)) >= CONFIRMATIONS_PER_EMAIL_PER_DAY) return 'silent-limit';
  const { token, hash } = newToken();
  const composed = waitlistConfirmMail({
    locale,
    name: signup.fullName,
    confirmUrl: waitlistConfirmUrl(mail.siteUrl, locale, token),
  });
  await insertPendingSignup(db, signup, hash, {
    messageId: messageIdFor('waitlist-confirm', randomUUID(), mail.fromAddress),
    ...composed,
  });
  return 'pending';
}

export async function submitSignup(
  input: unknown,
  context: SubmitContext,
  deps: SubmitDeps,
): Promise<WaitlistResult> {
  const envelope = envelopeSchema.safeParse(input);
  if (!envelope.success) {
    deps.log({ event: 'waitlist.signup', outcome: 'invalid' });
    return {
      status: 'invalid',
      fieldErrors: { fullName: 'required', email: 'required', phoneNumber: 'required' },
    };
  }
  const { website, source: rawSource, ...fields } = envelope.data;
  const source = rawSource ?? 'link';

  const success: WaitlistResult = deps.mail
    ? { status: 'success', confirmByMail: true }
    : { status: 'success' };
  if (website) {
    deps.log({ event: 'waitlist.signup', outcome: 'honeypot', source });
    return success;
  }

  const parsed = waitlistSchema.safeParse(fields);
  if (!parsed.success) {
    deps.log({ event: 'waitlist.signup', outcome: 'invalid', locale: context.locale, source });
    return { status: 'invalid', fieldErrors: toFieldErrors(parsed.error) };
  }

  let refund: (() => Promise<void>) | undefined;
  try {
    const decision = await deps.limits.consume({
      address: context.ip,
      email: parsed.data.email,
      phone: parsed.data.phoneNumber,
    });
    if (!decision.allowed) {
      const { limit } = decision;
      deps.log({ event: 'waitlist.signup', outcome: 'rate-limited', locale: context.locale, source, limit });
      // Saying "this e-mail (or number) was used too often" would tell a stranger that someone used it.
      if (limit === 'email' || limit === 'phone') return success;
      return {
        status: 'rate-limited',
        scope: limit === 'total' ? 'everyone' : 'network',
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
    refund = decision.refund;

    const db = await deps.getDb();
    const signup = {
      fullName: parsed.data.fullName,
      email: parsed.data.email,
      phone: parsed.data.phoneNumber,
      locale: context.locale,
      source,
      ...context.attribution,
    };
    if (deps.mail) {
      const outcome = await queueConfirmation(db, signup, context.locale, deps.mail);
      if (outcome === 'ceiling') {
        await refund();
        deps.log({
          event: 'waitlist.signup',
          outcome: 'rate-limited',
          locale: context.locale,
          source,
          limit: 'total',
        });
        return { status: 'rate-limited', scope: 'everyone', retryAfterSeconds: 3600 };
      }
      deps.log({ event: 'waitlist.signup', outcome, locale: context.locale, source });
      return success;
    }
    const { created } = await insertSignup(db, signup);
    deps.log({
      event: 'waitlist.signup',
      outcome: created ? 'stored' : 'duplicate',
      locale: context.locale,
      source,
    });
    return success;
  } catch (error) {
    // Best effort: whatever failed the insert may fail this too, and the attempt then stays counted.
    await refund?.().catch(() => undefined);
    deps.log({
      event: 'waitlist.signup',
      outcome: 'failed',
      locale: context.locale,
      source,
      errorCode: errorCodeOf(error),
    });
    return { status: 'error' };
  }
}
