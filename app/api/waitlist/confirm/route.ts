import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { isTokenShaped } from '@/lib/signup/tokens';
import { confirmPendingSignup } from '@/lib/waitlist/waitlist';
import { localizedPath } from '@/lib/i18n/localized-path';
import { readOwnForm, seeOther } from '@/lib/security/form-post';

export const dynamic = 'force-dynamic';

/** The waitlist confirm page's button: the pending sign-up becomes the kept one (docs/waitlist.md). */
export async function POST(request: Request) {
  const fields = await readOwnForm(request);
  if (fields instanceof Response) return fields;
  const locale = localeOrDefault(fields.locale);
  const done = (result: 'confirmed' | 'link-expired') =>
    seeOther(localizedPath(`/waitlist/${result}`, locale));
  if (!isTokenShaped(fields.token)) return done('link-expired');
  const outcome = await confirmPendingSignup(fields.token);
  if (outcome !== 'failed') return done(outcome);
  return seeOther(`${localizedPath('/waitlist/confirm', locale)}?token=${fields.token}&problem=error`);
}
