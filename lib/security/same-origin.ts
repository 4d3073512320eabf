/**
 * The browser's Origin names the host it sent the form to: another origin (a cross-site form) or none is refused.
 * As Next checks Server Actions: against X-Forwarded-Host when a proxy sets it, else Host.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin || !URL.canParse(origin)) return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  return Boolean(host) && new URL(origin).host === host;
}
