'use server';

import { redirect } from 'next/navigation';

import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isTokenShaped } from '@/lib/signup/tokens';
import { confirmPendingSignup } from '@/lib/waitlist/waitlist';

import { ownFormFields } from './own-form';

/** The waitlist confirm page's button: the pending sign-up becomes the kept one (docs/waitlist.md). */
export async function confirmSignup(form: unknown): Promise<void> {
  const fields = await ownFormFields(form);
  if (!fields) return;
  const locale = localeOrDefault(fields.locale);
  const outcome = isTokenShaped(fields.token) ? await confirmPendingSignup(fields.token) : 'link-expired';
  if (outcome === 'failed')
    redirect(`${localizedPath('/waitlist/confirm', locale)}?token=${fields.token}&problem=error`);
  redirect(localizedPath(`/waitlist/${outcome}`, locale));
}
