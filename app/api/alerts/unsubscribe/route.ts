import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { stopAlertByToken } from '@/lib/alerts/alerts';
import { resultPath } from '@/lib/alerts/outcome-paths';
import { isTokenShaped } from '@/lib/signup/tokens';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isSameOrigin, readForm, refuseForm, seeOther } from '@/lib/security/form-post';

export const dynamic = 'force-dynamic';

// The address in every alert mail's List-Unsubscribe header (RFC 8058), and the stop page's button.

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A person following the link: the page with the button. Nothing is stopped by a GET (link scanners open links). */
export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = localeOrDefault(params.get('lang'));
  const token = params.get('token');
  const page = localizedPath('/alerts/unsubscribe', locale);
  return seeOther(isTokenShaped(token) ? `${page}?token=${token}` : page);
}

/**
 * A mail client's one-click POST (`List-Unsubscribe=One-Click`, no cookie, no Origin) stops the alert and answers 200,
 * never a redirect. The stop page's own form (our Origin) stops it and goes on to a page that says so.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  const fields = await readForm(request);
  if (fields instanceof Response) return fields;
  const oneClick = fields['List-Unsubscribe'] === 'One-Click';
  if (!oneClick && !isSameOrigin(request.headers))
    return refuseForm(403, `Send ${ONE_CLICK}, or use the button on our page.`);
  const locale = localeOrDefault(fields.locale ?? new URL(request.url).searchParams.get('lang'));
  const named = token ?? fields.token;
  if (!isTokenShaped(named))
    return oneClick ? plain(400, 'No alert is named.') : seeOther(resultPath('stopped', locale));
  if ((await stopAlertByToken(named)) === 'stopped')
    return oneClick ? plain(200, 'The alert is stopped.') : seeOther(resultPath('stopped', locale));
  if (oneClick) return plain(503, 'The alert could not be stopped right now; try again in a minute.');
  return seeOther(`${localizedPath('/alerts/unsubscribe', locale)}?token=${named}&problem=error`);
}
