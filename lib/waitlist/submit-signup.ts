import { z } from 'zod';

import { errorCodeOf } from '@/lib/db/error-code';
import type { Db } from '@/lib/db/open-database.mjs';
import { insertSignup } from '@/lib/db/waitlist-signups';

import type { WaitlistResult } from './result';
import { toFieldErrors, waitlistSchema } from './schema';
import type { SignupLimitName, SignupLimits } from './signup-limits';

export type SubmitContext = {
  ip: string;
  locale: string;
};

export type WaitlistEvent = {
  event: 'waitlist.signup';
  outcome: 'stored' | 'duplicate' | 'honeypot' | 'invalid' | 'rate-limited' | 'failed';
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
};

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

  if (website) {
    deps.log({ event: 'waitlist.signup', outcome: 'honeypot', source });
    return { status: 'success' };
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
      if (limit === 'email' || limit === 'phone') return { status: 'success' };
      return {
        status: 'rate-limited',
        scope: limit === 'total' ? 'everyone' : 'network',
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      };
    }
    refund = decision.refund;

    const db = await deps.getDb();
    const { created } = await insertSignup(db, {
      fullName: parsed.data.fullName,
      email: parsed.data.email,
      phone: parsed.data.phoneNumber,
      locale: context.locale,
      source,
    });
    deps.log({
      event: 'waitlist.signup',
      outcome: created ? 'stored' : 'duplicate',
      locale: context.locale,
      source,
    });
    return { status: 'success' };
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
