import { z } from 'zod';

import { randomUUID } from 'node:crypto';

import type { Attribution } from '@/lib/signup/attribution';
import { newToken } from '@/lib/signup/tokens';
import { errorCodeOf } from '@/lib/db/error-code';
import type { Db } from '@/lib/db/open-database.mjs';
import { insertPendingSignup, insertSignup, type NewSignup } from './signup-store';
import type { Locale } from '@/lib/i18n/routing';
import { decideVisitorMail } from '@/lib/mail/fair-share';
import { mailboxKey } from '@/lib/mail/mailbox';
import { messageIdFor } from '@/lib/mail/outbox-store';

import { waitlistConfirmMail, waitlistConfirmUrl } from './confirm-mail';
import type { WaitlistResult } from './result';
import { toFieldErrors, waitlistSchema } from './schema';
import type { SignupLimitName, SignupLimits } from '@/lib/signup/signup-limits';

export type SubmitContext = {
  ip: string;
  locale: Locale;
  attribution?: Attribution;
};

export type WaitlistEvent = {
  event: 'waitlist.signup';
  outcome:
    | 'stored'
    | 'pending'
    | 'duplicate'
    | 'honeypot'
    | 'invalid'
    | 'rate-limited'
    | 'silent-limit'
    | 'deferred'
    | 'failed';
  locale?: string;
  source?: string;
  errorCode?: string;
  limit?: SignupLimitName;
};

export type SubmitDeps = {
  getDb: () => Promise<Db>;
  limits: SignupLimits;
  /** Receives outcomes only: never a name, an e-mail, a phone number or an address. */
  log: (event: WaitlistEvent) => void;
  mail?: { siteUrl: string; fromAddress: string; perHour: number; sharePercent: number };
};

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

type Queued = 'pending' | 'silent-limit' | { refused: 'deferred' | 'ceiling'; retryAfterSeconds: number };

/** A silent refusal stores and mails nothing, after the same statements as a sign-up. */
async function queueConfirmation(
  db: Db,
  signup: NewSignup,
  context: { address: string; locale: Locale; silent: boolean },
  mail: NonNullable<SubmitDeps['mail']>,
): Promise<Queued> {
  const { token, hash } = newToken();
  const composed = waitlistConfirmMail({
    locale: context.locale,
    confirmUrl: waitlistConfirmUrl(mail.siteUrl, context.locale, token),
  });
  const mailbox = mailboxKey(signup.email);
  return db.transaction(async (tx) => {
    const decision = await decideVisitorMail(
      tx,
      { purpose: 'waitlist-confirm', address: context.address, mailbox, silent: context.silent },
      {
        perHour: mail.perHour,
        sharePercent: mail.sharePercent,
        perMailboxPerDay: CONFIRMATIONS_PER_EMAIL_PER_DAY,
      },
    );
    const queued =
      decision.outcome === 'send'
        ? {
            messageId: messageIdFor('waitlist-confirm', randomUUID(), mail.fromAddress),
            ...composed,
            mailbox,
            shareKey: decision.shareKey,
            releaseAt: decision.releaseAt,
          }
        : undefined;
    await insertPendingSignup(tx, signup, hash, queued, { store: decision.outcome !== 'silent' });
    if (decision.outcome === 'send') return 'pending';
    if (decision.outcome === 'silent') return 'silent-limit';
    return { refused: decision.outcome, retryAfterSeconds: decision.retryAfterSeconds };
  });
}

type OutcomeLog = (
  outcome: WaitlistEvent['outcome'],
  extra?: Pick<WaitlistEvent, 'errorCode' | 'limit'>,
) => void;

/** With mail on: the sign-up waits, pending, for its address to be confirmed. */
async function storePending(
  db: Db,
  signup: NewSignup,
  context: { address: string; locale: Locale; silent: boolean },
  mail: NonNullable<SubmitDeps['mail']>,
  { log, refund, success }: { log: OutcomeLog; refund?: () => Promise<void>; success: WaitlistResult },
): Promise<WaitlistResult> {
  const queued = await queueConfirmation(db, signup, context, mail);
  if (typeof queued !== 'object') {
    log(queued);
    return success;
  }
  const isCeiling = queued.refused === 'ceiling';
  // The site's hour is everyone's: this attempt gives its counts back. A full share stays counted.
  if (isCeiling) await refund?.();
  log(isCeiling ? 'rate-limited' : 'deferred', isCeiling ? { limit: 'total' } : {});
  return {
    status: 'rate-limited',
    scope: isCeiling ? 'everyone' : 'network',
    retryAfterSeconds: queued.retryAfterSeconds,
  };
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
  const log: OutcomeLog = (outcome, extra) =>
    deps.log({ event: 'waitlist.signup', outcome, locale: context.locale, source, ...extra });

  const success: WaitlistResult = deps.mail
    ? { status: 'success', confirmByMail: true }
    : { status: 'success' };
  if (website) {
    deps.log({ event: 'waitlist.signup', outcome: 'honeypot', source });
    return success;
  }

  const parsed = waitlistSchema.safeParse(fields);
  if (!parsed.success) {
    log('invalid');
    return { status: 'invalid', fieldErrors: toFieldErrors(parsed.error) };
  }

  let refund: (() => Promise<void>) | undefined;
  try {
    const decision = await deps.limits.consume({
      address: context.ip,
      email: mailboxKey(parsed.data.email),
      phone: parsed.data.phoneNumber,
    });
    // Naming the e-mail or number used too often would tell a stranger someone used it: same answer, nothing stored.
    const silent = !decision.allowed && (decision.limit === 'email' || decision.limit === 'phone');
    if (!decision.allowed && !silent) {
      log('rate-limited', { limit: decision.limit });
      return {
        status: 'rate-limited',
        scope: decision.limit === 'total' ? 'everyone' : 'network',
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
    if (decision.allowed) refund = decision.refund;
    if (silent && !deps.mail) {
      log('rate-limited', { limit: decision.limit });
      return success;
    }

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
      const pendingContext = { address: context.ip, locale: context.locale, silent };
      return await storePending(db, signup, pendingContext, deps.mail, { log, refund, success });
    }
    const { created } = await insertSignup(db, signup);
    log(created ? 'stored' : 'duplicate');
    return success;
  } catch (error) {
    // Best effort: whatever failed the insert may fail this too, and the attempt then stays counted.
    await refund?.().catch(() => undefined);
    log('failed', { errorCode: errorCodeOf(error) });
    return { status: 'error' };
  }
}
