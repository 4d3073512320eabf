import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { stopAlertByToken } from '@/lib/alerts/alerts';
import { isTokenShaped } from '@/lib/signup/tokens';
import { localizedPath } from '@/lib/i18n/localized-path';
import { readForm, seeOther } from '@/lib/security/form-post';

export const dynamic = 'force-dynamic';

// The address in every alert mail's List-Unsubscribe header (RFC 8058). The stop page's button is a Server Action.

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

/** A mail client's one-click POST (`List-Unsubscribe=One-Click`, no cookie, no Origin): 200, never a redirect. */
export async function POST(request: Request) {
  const fields = await readForm(request);
  if (fields instanceof Response) return fields;
  if (fields['List-Unsubscribe'] !== 'One-Click')
    return plain(400, 'Send List-Unsubscribe=One-Click, or use the button on the page the link opens.');
  const token = new URL(request.url).searchParams.get('token') ?? fields.token;
  if (!isTokenShaped(token)) return plain(400, 'No alert is named.');
  if ((await stopAlertByToken(token)) === 'stopped') return plain(200, 'The alert is stopped.');
  return plain(503, 'The alert could not be stopped right now; try again in a minute.');
}
