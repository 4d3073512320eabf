import type { Db } from '@/lib/db/open-database.mjs';

import { UNTRUSTED_KEY } from './client-ip';
import { createPruner, createRateLimiter, type RateLimiter } from './rate-limit';

/**
 * Checked in this order. The address before the ceiling, so one address cannot use up everyone's window; the e-mail
 * and phone last, so an attempt refused for its address or the ceiling adds no row for them to the table.
 */
const signupLimitNames = ['address', 'total', 'email', 'phone'] as const;
export type SignupLimitName = (typeof signupLimitNames)[number];
export type SignupLimitCounts = Record<SignupLimitName, number> & {
  /** The 'address' limit for the one key every request without a trusted address shares; `address` when unset. */
  untrusted?: number;
};

type SignupKeys = { address: string; email: string; phone: string };

type SignupLimitDecision =
  | { allowed: true; refund: () => Promise<void> }
  | { allowed: false; limit: SignupLimitName; retryAfterMs: number };

export type SignupLimits = {
  consume(keys: SignupKeys): Promise<SignupLimitDecision>;
};

/** The one key every sign-up shares, for the ceiling over all addresses. */
const EVERYONE = 'everyone';

export function createSignupLimits({
  getDb,
  counts,
  windowMs,
}: {
  getDb: () => Promise<Db>;
  counts: SignupLimitCounts;
  windowMs: number;
}): SignupLimits {
  const limiters = Object.fromEntries(
    signupLimitNames.map((name) => [name, createRateLimiter({ getDb, name, limit: counts[name], windowMs })]),
  ) as Record<SignupLimitName, RateLimiter>;
  // A limiter's count is fixed when it is made, so the key every untrusted request shares gets a limiter of its own.
  const untrusted = createRateLimiter({
    getDb,
    name: 'untrusted',
    limit: counts.untrusted ?? counts.address,
    windowMs,
  });
  const limiterFor = (name: SignupLimitName, key: string) =>
    name === 'address' && key === UNTRUSTED_KEY ? untrusted : limiters[name];
  const prune = createPruner({ getDb, windowMs });

  return {
    async consume(keys) {
      await prune();
      const refunds: (() => Promise<void>)[] = [];
      // An attempt refused by a later limit stays counted by the earlier ones: refunding would cost a query per
      // refusal, most of all during a flood, and a refused attempt was still made.
      for (const name of signupLimitNames) {
        const key = name === 'total' ? EVERYONE : keys[name];
        const decision = await limiterFor(name, key).consume(key);
        if (!decision.allowed) return { allowed: false, limit: name, retryAfterMs: decision.retryAfterMs };
        refunds.push(decision.refund);
      }
      return {
        allowed: true,
        async refund() {
          await Promise.all(refunds.map((refund) => refund()));
        },
      };
    },
  };
}
