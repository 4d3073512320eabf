import { pairSlug, type CurrencyPair } from '@/lib/converter/pair-slug';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';

import type { AlertOutcome } from './submit-alert';

/** The pages that tell how a post went; each is rendered per request and never indexed. */
export const alertResultPages = ['sent', 'confirmed', 'link-expired', 'stopped', 'off'] as const;
export type AlertResultPage = (typeof alertResultPages)[number];

export function resultPath(page: AlertResultPage, locale: Locale, pair?: CurrencyPair): string {
  const path = localizedPath(`/alerts/${page}`, locale);
  return pair ? `${path}?pair=${pairSlug(pair)}` : path;
}

/** Where the form's post sends the visitor: the result, or the form again with what to fix. */
export function outcomePath(outcome: AlertOutcome): string {
  if (outcome.kind === 'sent') return resultPath('sent', outcome.locale, outcome.pair);
  const query = new URLSearchParams({ pair: pairSlug(outcome.pair) });
  if (outcome.kind === 'invalid') {
    if (outcome.target) query.set('target', outcome.target);
    for (const [field, code] of Object.entries(outcome.fieldErrors)) query.set(`${field}-error`, code);
  } else if (outcome.kind === 'rate-limited') {
    query.set('limited', outcome.scope);
  } else {
    query.set('problem', outcome.kind);
  }
  return `${localizedPath('/alerts/new', outcome.locale)}?${query}`;
}
