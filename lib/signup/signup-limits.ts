import type { Db } from '@/lib/db/open-database.mjs';

import { UNTRUSTED_KEY } from './client-ip';
import { createPruner, createRateLimiter, type RateLimiter } from './rate-limit';

/** The address before the ceiling, so one address cannot use up everyone's window; e-mail and phone last. */
const signupLimitNames = ['address', 'total', 'email', 'phone'] as const;
export type SignupLimitName = (typeof signupLimitNames)[number];
export type SignupLimitCounts = Record<SignupLimitName, number> & {
  untrusted?: number;
};

type SignupKeys = { address: string; email: string; phone: string };

type SignupLimitDecision =
  | { allowed: true; refund: () => Promise<void> }
  | { allowed: false; limit: SignupLimitName; retryAfterMs: number };

export type SignupLimits = {
  consume(keys: SignupKeys): Promise<SignupLimitDecision>;
};

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
      // A refused attempt stays counted by earlier limits: refunding would cost a query per refusal in a flood.
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
