import { isModalId } from '@/lib/modal/modal-ids';

import { defaultConverterState, parseConverterQuery, type ConverterState } from './converter-query';

// One state, one address: a query the page would ignore must not buy a render (docs/hardening.md#converter-links).

export const MAX_AMOUNT_DIGITS = 12;
const MAX_AMOUNT_TEXT_LENGTH = 32;
const MAX_CAMPAIGN_KEYS = 10;
const MAX_CAMPAIGN_VALUE_LENGTH = 256;

export const CONVERTER_FORM_FIELDS = ['send', 'shownSend', 'from', 'receive', 'shownReceive', 'to'] as const;

const campaignKey = /^(?:utm_[a-z]+(?:_[a-z]+)*|gclid|fbclid)$/;
const amountSpelling = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

export function canonicalAmount(amount: number): string | undefined {
  const text = String(amount);
  if (!amountSpelling.test(text)) return undefined;
  return text.replace('.', '').length <= MAX_AMOUNT_DIGITS ? text : undefined;
}

function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] ??= value;
  for (const name of ['from', 'to'])
    if (values[name] !== undefined) values[name] = values[name].toUpperCase();
  for (const name of ['amount', 'send', 'receive']) {
    if ((values[name]?.length ?? 0) > MAX_AMOUNT_TEXT_LENGTH)
      values[name] = String(defaultConverterState.amount);
  }
  return values;
}

function linkQuery(state: ConverterState, others: [string, string][]): URLSearchParams {
  const amount = canonicalAmount(state.amount) ?? String(defaultConverterState.amount);
  const query = new URLSearchParams({ from: state.from, to: state.to, amount });
  if (state.side === 'receive') query.set('side', 'receive');
  for (const [name, value] of others) query.append(name, value);
  return query;
}

function keptOthers(params: URLSearchParams): [string, string][] {
  const kept = new Map<string, string>();
  let campaignKeys = 0;
  for (const [name, value] of params) {
    if (kept.has(name)) continue;
    if (name === 'modal' && isModalId(value)) kept.set(name, value);
    else if (campaignKey.test(name) && value.length <= MAX_CAMPAIGN_VALUE_LENGTH) {
      if (campaignKeys++ < MAX_CAMPAIGN_KEYS) kept.set(name, value);
    }
  }
  return [...kept];
}

function isCanonicalForm(params: URLSearchParams, state: ConverterState): boolean {
  const entries = [...params];
  return (
    entries.length === CONVERTER_FORM_FIELDS.length &&
    entries.every(([name, value], index) => {
      if (name !== CONVERTER_FORM_FIELDS[index]) return false;
      if (name === 'from') return value === state.from;
      if (name === 'to') return value === state.to;
      return value.length <= MAX_AMOUNT_TEXT_LENGTH;
    }) &&
    canonicalAmount(state.amount) !== undefined
  );
}

function sameEntries(a: URLSearchParams, b: URLSearchParams): boolean {
  const [left, right] = [[...a], [...b]];
  return (
    left.length === right.length &&
    left.every(([name, value], i) => right[i]![0] === name && right[i]![1] === value)
  );
}

export function canonicalConverterSearch(params: URLSearchParams, locale: string): string | undefined {
  const state = parseConverterQuery(firstValues(params), locale);
  if (isCanonicalForm(params, state)) return undefined;
  const canonical = linkQuery(state, keptOthers(params));
  return sameEntries(params, canonical) ? undefined : `?${canonical.toString()}`;
}

function canonicalLinkSearch(state: ConverterState, params: URLSearchParams): string {
  return `?${linkQuery(state, keptOthers(params)).toString()}`;
}

export function withConverterState(href: string, state: ConverterState): string {
  const url = new URL(href, 'http://x');
  return `${url.pathname}${canonicalLinkSearch(state, url.searchParams)}${url.hash}`;
}
