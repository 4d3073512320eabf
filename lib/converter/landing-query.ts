import { hasLocale } from 'next-intl';

import { routing } from '@/lib/i18n/routing';

import { hasConverterQuery } from './converter-query';

/**
 * The landing page is generated ahead of requests and served from cache (app/[locale]/(landing)/page.tsx), so it
 * cannot read the query. A URL that carries converter state (a shared link, or the converter's form submitted without
 * JavaScript: `/?from=EUR&to=GHS&amount=100`) is rewritten by proxy.ts to this route's folder,
 * app/[locale]/(landing)/landing-query, which renders the same page for that state per request. The address bar keeps
 * the visitor's URL.
 */
export const LANDING_QUERY_SEGMENT = 'landing-query';

/**
 * Set by proxy.ts on the rewritten request (and removed from every incoming one): the route answers 404 without it,
 * so the internal path is never a second public address of the landing page.
 */
export const LANDING_QUERY_HEADER = 'x-landing-query';

/**
 * The internal path that renders a landing-page request with converter state, or undefined when the request is not
 * for the landing page (`renderedPath` is the path Next would render: '/en', '/fr') or carries no converter state.
 */
export function landingQueryPath(renderedPath: string, params: URLSearchParams): string | undefined {
  const locale = renderedPath.replace(/\/$/, '').slice(1);
  if (!hasLocale(routing.locales, locale) || !hasConverterQuery(params)) return undefined;
  return `/${locale}/${LANDING_QUERY_SEGMENT}`;
}
