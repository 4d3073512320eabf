/** Origin, path and campaign tags only: never a converter amount, a form's query or a fragment. */
export function cleanUrl(href: string): string {
  const url = new URL(href);
  const campaign = [...url.searchParams].filter(([name]) => name.startsWith('utm_'));
  const query = new URLSearchParams(campaign).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** Where the visitor came from, without its query: our own pages' queries hold what was typed. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  return `${url.origin}${url.pathname}`;
}

/** The console (/admin) is never measured. */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname);
}
