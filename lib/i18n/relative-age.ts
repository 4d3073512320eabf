const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago a timestamp was, in words ("this minute", "2 minutes ago", "3 hours ago"). */
export function formatAge(fetchedAt: string, now: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    formatters.set(locale, formatter);
  }
  const minutes = Math.max(0, Math.floor((now - Date.parse(fetchedAt)) / 60_000));
  if (minutes < 60) return formatter.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return formatter.format(-hours, 'hour');
  return formatter.format(-Math.floor(hours / 24), 'day');
}
