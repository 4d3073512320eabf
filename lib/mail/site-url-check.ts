import { isLoopback } from '@/lib/config/loopback';

/** Every mail links back with a token, which plain http shows to anyone on the way; loopback is for dev. */
export function siteUrlProblem({
  siteUrl,
  mailOn,
}: {
  siteUrl: string;
  mailOn: boolean;
}): string | undefined {
  if (!mailOn) return undefined;
  const { protocol, hostname } = new URL(siteUrl);
  if (protocol !== 'http:' || isLoopback(hostname)) return undefined;
  return (
    `NEXT_PUBLIC_SITE_URL: must be https:// while mail is on (SMTP_URL is set), not ${siteUrl}: the links in mail ` +
    'carry tokens; http:// is allowed only on loopback (localhost, 127.0.0.0/8, ::1). It is read at build time: ' +
    'set it, then build again'
  );
}
