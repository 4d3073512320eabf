import { isModalId } from '@/lib/modal/modal-ids';

import { defaultConverterState, parseConverterQuery, type ConverterState } from './converter-query';

// One converter state, one address: every converter link renders the landing page per request, so a query the page
// would ignore (an unknown key, a second spelling, a megabyte of digits) must not buy a render of its own. The form
// and why: docs/hardening.md#converter-links.

/** Digits an amount may have in all: more than any transfer needs, few enough to read back exactly. */
export const MAX_AMOUNT_DIGITS = 12;
/** What the no-JavaScript form may send per amount field: 12 digits with group separators, a mark and decimals. */
const MAX_AMOUNT_TEXT_LENGTH = 32;
/** Campaign keys kept per link, and the length of each value: ad platforms stay well inside both. */
const MAX_CAMPAIGN_KEYS = 10;
const MAX_CAMPAIGN_VALUE_LENGTH = 256;

/**
 * What the converter's `<form method="get">` submits with JavaScript off, in its tree order: each amount, the value
 * the page showed in it (so the server knows which one the visitor changed), then that side's currency.
 */
export const CONVERTER_FORM_FIELDS = ['send', 'shownSend', 'from', 'receive', 'shownReceive', 'to'] as const;

const campaignKey = /^(?:utm_[a-z]+(?:_[a-z]+)*|gclid|fbclid)$/;
const amountSpelling = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/** The amount as a link spells it (`1500`, `0.5`, never `1500.00` or `1.5e3`), or undefined past 12 digits. */
export function canonicalAmount(amount: number): string | undefined {
  const text = String(amount);
  if (!amountSpelling.test(text)) return undefined;
  return text.replace('.', '').length <= MAX_AMOUNT_DIGITS ? text : undefined;
}

function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] ??= value;
  // Codes are upper case; a hand-typed `from=eur` means EUR.
  for (const name of ['from', 'to'])
    if (values[name] !== undefined) values[name] = values[name].toUpperCase();
  // An amount too long to be one reads as the default, as one past 12 digits does (linkQuery), and is never parsed.
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

/** `modal` and campaign keys, first of each only, in the order they came: ad platforms append theirs. */
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

/**
 * The query a converter link should have been asked with, as `?…`, or undefined when it already is canonical: either
 * the link form (`from`, `to`, `amount`, `side=receive` when the recipient's side drives, then `modal` and campaign
 * keys in the order they came) or, exactly as the browser sends it, the no-JavaScript form's submission.
 */
export function canonicalConverterSearch(params: URLSearchParams, locale: string): string | undefined {
  const state = parseConverterQuery(firstValues(params), locale);
  if (isCanonicalForm(params, state)) return undefined;
  const canonical = linkQuery(state, keptOthers(params));
  return sameEntries(params, canonical) ? undefined : `?${canonical.toString()}`;
}

/** The converter state written into a link, keeping what else the page's query had that a link keeps. */
function canonicalLinkSearch(state: ConverterState, params: URLSearchParams): string {
  return `?${linkQuery(state, keptOthers(params)).toString()}`;
}

/** The browser's address after the island changed the state: a canonical link, with its hash. */
export function withConverterState(href: string, state: ConverterState): string {
  const url = new URL(href, 'http://x');
  return `${url.pathname}${canonicalLinkSearch(state, url.searchParams)}${url.hash}`;
}
