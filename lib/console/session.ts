import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { getDb } from '@/lib/db/get-db';
import { hashToken, isTokenShaped } from '@/lib/signup/tokens';

import { recordAudit } from './audit';
import { adminEmails, CONSOLE_LIMITS } from './console-settings';
import { deleteSession, deleteUnlistedSessions, touchSession } from './session-store';

const SESSION_COOKIE = 'tuma_console';
export const SIGN_IN_PAGE = '/admin/sign-in';

export type Admin = { email: string; sessionId: string };

async function sessionToken(): Promise<string | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isTokenShaped(token) ? token : undefined;
}

/** The signed-in admin, once per request. An address taken off ADMIN_EMAILS loses its sessions here. */
export const currentAdmin = cache(async (): Promise<Admin | undefined> => {
  const token = await sessionToken();
  if (!token) return undefined;
  const db = await getDb();
  await deleteUnlistedSessions(db, adminEmails());
  const row = await touchSession(db, hashToken(token));
  return row && { email: row.email, sessionId: row.id };
});

export async function requireAdmin(): Promise<Admin> {
  const admin = await currentAdmin();
  if (!admin) redirect(SIGN_IN_PAGE);
  return admin;
}

/** Secure whenever the request came over https (a proxy in front says so in X-Forwarded-Proto, as Next does). */
async function isHttps(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https';
}

export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: await isHttps(),
    path: '/admin',
    maxAge: CONSOLE_LIMITS.absoluteHours * 3600,
  });
}

export async function endSession(): Promise<void> {
  const admin = await currentAdmin();
  const token = await sessionToken();
  const db = await getDb();
  if (token) await deleteSession(db, hashToken(token));
  if (admin) await recordAudit(db, { actor: admin.email, action: 'sign-out' });
  (await cookies()).set(SESSION_COOKIE, '', {
    path: '/admin',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'strict',
  });
}
