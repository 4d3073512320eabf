'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';

import { emailOfHandle, erasePerson, openLookup } from '@/lib/console/person';
import { endSession, requireAdmin, setSessionCookie, SIGN_IN_PAGE } from '@/lib/console/session';
import { requestSignIn, signInWithLink } from '@/lib/console/sign-in';
import { cleanUpIfDue } from '@/lib/jobs/clean-up';
import { sendMailNow } from '@/lib/jobs/send-mail';

// Forms of the console, with or without JavaScript. Next has checked Origin against the host, and so has proxy.ts.

export async function requestSignInLink(form: FormData): Promise<void> {
  const answer = await requestSignIn(form.get('email'), await headers());
  if (answer === 'invalid') redirect(`${SIGN_IN_PAGE}?problem=email`);
  after(() => sendMailNow());
  after(() => cleanUpIfDue());
  redirect(`${SIGN_IN_PAGE}?sent=1`);
}

export async function signIn(form: FormData): Promise<void> {
  const session = await signInWithLink(form.get('token'));
  if (!session) redirect(`${SIGN_IN_PAGE}?problem=link`);
  await setSessionCookie(session);
  redirect('/admin');
}

export async function signOut(): Promise<void> {
  await endSession();
  redirect(`${SIGN_IN_PAGE}?signed-out=1`);
}

export async function lookUpPerson(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const handle = await openLookup(admin, form.get('email'));
  redirect(handle ? `/admin/people/${handle}` : '/admin?problem=email#person');
}

export async function erasePersonNow(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const email = await emailOfHandle(admin, form.get('handle'));
  if (!email) redirect('/admin?problem=expired#person');
  const erased = await erasePerson(admin, email);
  redirect(`/admin?erased=${erased}#person`);
}
