import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';

export type AlertLinks = {
  confirm?: string;
  /** The page with the button, for the mail's own "stop" link. */
  unsubscribePage: string;
  /** RFC 8058's one-click address: a bare POST there stops the alert; a GET leads to the page. */
  oneClick: string;
};

/** Every link of an alert mail, on our own origin (https, or http on loopback: lib/env.ts checks the origin). */
export function alertLinks(
  siteUrl: string,
  locale: Locale,
  tokens: { confirm?: string; unsubscribe: string },
): AlertLinks {
  const page = (path: string, token: string) => {
    const url = new URL(localizedPath(path, locale), siteUrl);
    url.searchParams.set('token', token);
    return url.href;
  };
  const oneClick = new URL('/api/alerts/unsubscribe', siteUrl);
  oneClick.searchParams.set('token', tokens.unsubscribe);
  oneClick.searchParams.set('lang', locale);
  return {
    confirm: tokens.confirm === undefined ? undefined : page('/alerts/confirm', tokens.confirm),
    unsubscribePage: page('/alerts/unsubscribe', tokens.unsubscribe),
    oneClick: oneClick.href,
  };
}

/** RFC 2369 and RFC 8058 headers, and a List-Id mail clients can filter on. */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  const host = new URL(links.oneClick).hostname;
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Tuma rate alerts <rate-alerts.${host}>`,
  };
}
