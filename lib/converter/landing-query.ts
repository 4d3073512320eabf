import { hasLocale } from 'next-intl';

import { routing, type Locale } from '@/lib/i18n/routing';

import { hasConverterQuery } from './converter-query';

export const LANDING_QUERY_SEGMENT = 'landing-query';

/** Set only by proxy.ts (stripped from incoming requests): the internal path is no second public address. */
export const LANDING_QUERY_HEADER = 'x-landing-query';

export function landingLocale(renderedPath: string): Locale | undefined {
  const locale = renderedPath.replace(/\/$/, '').slice(1);
  return hasLocale(routing.locales, locale) ? locale : undefined;
}

export function landingQueryPath(renderedPath: string, params: URLSearchParams): string | undefined {
  const locale = landingLocale(renderedPath);
  if (!locale || !hasConverterQuery(params)) return undefined;
  return `/${locale}/${LANDING_QUERY_SEGMENT}`;
}
