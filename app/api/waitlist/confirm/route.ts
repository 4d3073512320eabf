import { localeOrDefault } from '@/lib/alerts/alert-input';
import { hashToken, isTokenShaped } from '@/lib/alerts/tokens';
import { errorCodeOf } from '@/lib/db/error-code';
import { getDb } from '@/lib/db/get-db';
import { confirmSignup } from '@/lib/db/waitlist-signups';
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
  try {
    return done((await confirmSignup(await getDb(), hashToken(fields.token))) ? 'confirmed' : 'link-expired');
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'waitlist.confirm', outcome: 'error', errorCode: errorCodeOf(error) }),
    );
    return seeOther(`${localizedPath('/waitlist/confirm', locale)}?token=${fields.token}&problem=error`);
  }
}
