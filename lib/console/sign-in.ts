import 'server-only';

import { randomBytes } from 'node:crypto';

import { getDb } from '@/lib/db/get-db';
import { env, nextProcess } from '@/lib/env';
import { composeMail } from '@/lib/mail/compose';
import { queueConsoleMail } from '@/lib/mail/mail';
import { publicEnv } from '@/lib/public-env';
import { clientAddressSetting, readClientAddress } from '@/lib/signup/client-ip';
import { emailSchema } from '@/lib/signup/email-schema';
import { createPruner, createRateLimiter } from '@/lib/signup/rate-limit';
import { hashToken, isTokenShaped, newToken } from '@/lib/signup/tokens';

import { recordAudit } from './audit';
import { CONSOLE_LIMITS, isAdminEmail, normalEmail } from './console-settings';
import { insertSession, insertSignInToken, tokenIsUsable, useSignInToken } from './session-store';

const HOUR_MS = 60 * 60_000;
export const CONSOLE_EMAIL_LIMITER = 'console-email';

const networkLimiter = createRateLimiter({
  getDb,
  name: 'console-network',
  limit: CONSOLE_LIMITS.mailsPerNetworkPerHour,
  windowMs: HOUR_MS,
});
const addressLimiter = createRateLimiter({
  getDb,
  name: CONSOLE_EMAIL_LIMITER,
  limit: CONSOLE_LIMITS.mailsPerAddressPerHour,
  windowMs: HOUR_MS,
});
const pruneLimits = createPruner({ getDb, windowMs: HOUR_MS });
const addressSetting = clientAddressSetting({
  isVercel: nextProcess.isVercel,
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
});

const SIGN_IN_PATH = '/admin/sign-in/confirm';

function signInMail(to: string, token: string) {
  const url = `${publicEnv.siteUrl}${SIGN_IN_PATH}?token=${token}`;
  const mail = composeMail({
    subject: 'Your sign-in link for the Tuma console',
    locale: 'en',
    blocks: [
      { kind: 'text', text: 'Someone asked to sign in to the Tuma console with this address.' },
      { kind: 'action', label: 'Open the sign-in page', url },
      {
        kind: 'small',
        text: `The link works once, for ${CONSOLE_LIMITS.tokenMinutes} minutes. If it was not you, ignore this mail.`,
      },
    ],
  });
  return { to, key: randomBytes(16).toString('hex'), ...mail };
}

export type SignInRequest = 'invalid' | 'answered';

/**
 * The same answer for every well-formed address: only a listed one under its limits gets a mail, silently.
 * The caller sends the outbox after answering.
 */
export async function requestSignIn(input: unknown, headers: Headers): Promise<SignInRequest> {
  const parsed = emailSchema.safeParse(input);
  if (!parsed.success) return 'invalid';
  const email = normalEmail(parsed.data);
  await pruneLimits();
  const network = await networkLimiter.consume(readClientAddress(headers, addressSetting).key);
  const listed = isAdminEmail(email);
  const allowed = network.allowed && listed && (await addressLimiter.consume(email)).allowed;
  const { token, hash } = newToken();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await insertSignInToken(tx, email, hash, { store: allowed });
    await queueConsoleMail(tx, signInMail(email, token), { store: allowed });
  });
  const outcome = allowed ? 'mailed' : listed ? 'limited' : 'unlisted';
  console.info(JSON.stringify({ event: 'console.sign-in-link', outcome }));
  return 'answered';
}

/** Whether the mailed link can still sign in: for the page it opens, which only reads. */
export async function signInLinkWorks(token: string | undefined): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  return tokenIsUsable(await getDb(), hashToken(token));
}

/** Uses the link (once) and opens a session: its token, for the cookie; undefined when the link no longer works. */
export async function signInWithLink(token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || !isTokenShaped(token)) return undefined;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const email = await useSignInToken(tx, hashToken(token));
    if (!email || !isAdminEmail(email)) return undefined;
    const session = newToken();
    await insertSession(tx, email, session.hash);
    await recordAudit(tx, { actor: email, action: 'sign-in' });
    return session.token;
  });
}
