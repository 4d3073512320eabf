import 'server-only';

import { errorCodeOf } from '@/lib/db/error-code';
import type { Breakdown } from '@/lib/figures/grouped-counts';
import { getDb } from '@/lib/db/get-db';
import type { Queryable } from '@/lib/db/open-database.mjs';
import { env } from '@/lib/env';
import { mailboxKey } from '@/lib/mail/mailbox';
import { mailSettings } from '@/lib/mail/transport';
import { publicEnv } from '@/lib/public-env';
import {
  deleteLimiterKeys,
  readLimiterKeys,
  type LimiterKey,
  type LimiterRow,
} from '@/lib/signup/rate-limit';
import { hashToken } from '@/lib/signup/tokens';

import { signupsCsv } from './export-csv.mjs';
import { waitlistLimits } from './limiter';
import type { WaitlistResult } from './result';
import {
  confirmSignup,
  deleteSignupsOf,
  pendingSignupByToken,
  signupsOf,
  type PersonSignups,
} from './signup-store';
import { signupBreakdown } from './signup-figures';
import { submitSignup, type SubmitContext, type WaitlistEvent } from './submit-signup';

/** Whether sign-ups can be stored: a production server has a database (lib/env.ts); a preview may not. */
export function waitlistIsOn(): boolean {
  return Boolean(env.DATABASE_URL);
}

function logEvent(event: WaitlistEvent) {
  if (event.outcome === 'failed') console.error(JSON.stringify(event));
  else console.info(JSON.stringify(event));
}

export async function submitToWaitlist(
  input: unknown,
  context: SubmitContext,
): Promise<{ result: WaitlistResult; mailed: boolean }> {
  const mail = mailSettings();
  const result = await submitSignup(input, context, {
    getDb,
    limits: waitlistLimits,
    log: logEvent,
    mail: mail.on
      ? {
          siteUrl: publicEnv.siteUrl,
          fromAddress: mail.fromAddress,
          perHour: env.MAIL_LIMIT_PER_HOUR,
          sharePercent: env.MAIL_SHARE_PER_ADDRESS_PERCENT,
        }
      : undefined,
  });
  return { result, mailed: mail.on && result.status === 'success' };
}

export type PendingSignup = { email: string; fullName: string; phone: string };

export async function findPendingSignup(token: string): Promise<PendingSignup | undefined | 'failed'> {
  try {
    return await pendingSignupByToken(await getDb(), hashToken(token));
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'waitlist.confirm-page', outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    return 'failed';
  }
}

export async function confirmPendingSignup(token: string): Promise<'confirmed' | 'link-expired' | 'failed'> {
  try {
    return (await confirmSignup(await getDb(), hashToken(token))) ? 'confirmed' : 'link-expired';
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'waitlist.confirm', outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    return 'failed';
  }
}

export type WaitlistPerson = PersonSignups & { limiterKeys: LimiterRow[] };

const normalised = (email: string) => email.trim().toLowerCase();

function limiterKeysOf(email: string, kept: PersonSignups): LimiterKey[] {
  const phones = new Set([...kept.signups, ...kept.pending].map((row) => String(row.phone_e164)));
  return [{ name: 'email', key: mailboxKey(email) }, ...[...phones].map((key) => ({ name: 'phone', key }))];
}

async function personIn(db: Queryable, email: string): Promise<WaitlistPerson> {
  const kept = await signupsOf(db, normalised(email));
  return { ...kept, limiterKeys: await readLimiterKeys(db, limiterKeysOf(email, kept)) };
}

export async function lookUp(email: string): Promise<WaitlistPerson> {
  return personIn(await getDb(), email);
}

export async function exportPerson(email: string): Promise<WaitlistPerson> {
  return JSON.parse(JSON.stringify(await lookUp(email))) as WaitlistPerson;
}

export async function erase(email: string, tx: Queryable): Promise<number> {
  const kept = await signupsOf(tx, normalised(email));
  const limiterRows = await deleteLimiterKeys(tx, limiterKeysOf(email, kept));
  return (await deleteSignupsOf(tx, normalised(email))) + limiterRows;
}

/** Sign-ups of the last 30 days by state (confirmed, pending, mail-off…), by day, page and campaign. */
export async function signupFigures(): Promise<Breakdown> {
  return signupBreakdown(await getDb());
}

/** Every sign-up as CSV, pending ones included, a page of rows per chunk. */
export async function* signupsCsvChunks(): AsyncGenerator<string> {
  yield* signupsCsv(await getDb());
}
