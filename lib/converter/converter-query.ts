import { isCurrencyCode, type CurrencyCode } from '@/lib/currencies/catalogue';
import { parseAmount } from '@/lib/money/sanitize-amount';

export type DrivingSide = 'send' | 'receive';

/** What the converter shows, as carried by the URL: `?from=USD&to=NGN&amount=100&side=receive`. */
export type ConverterState = {
  from: CurrencyCode;
  to: CurrencyCode;
  /** The amount of the driving side, in that side's currency. */
  amount: number;
  side: DrivingSide;
};

export const defaultConverterState: ConverterState = { from: 'USD', to: 'NGN', amount: 1, side: 'send' };

type Params = Record<string, string | string[] | undefined>;

function single(params: Params, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads converter state from search params; anything missing or invalid falls back to the default, so a
 * mangled shared link still shows a working converter. The form submitted with JavaScript off sends both fields
 * (`send`, `receive`) with the values it was rendered with (`shownSend`, `shownReceive`): the field the visitor
 * changed drives.
 */
export function parseConverterQuery(params: Params, locale = 'en'): ConverterState {
  const fromParam = single(params, 'from');
  const toParam = single(params, 'to');
  const from = isCurrencyCode(fromParam) ? fromParam : defaultConverterState.from;
  let to = isCurrencyCode(toParam) ? toParam : defaultConverterState.to;
  if (to === from)
    to = from === defaultConverterState.to ? defaultConverterState.from : defaultConverterState.to;

  const sendText = single(params, 'send');
  const receiveText = single(params, 'receive');
  if (sendText !== undefined || receiveText !== undefined) {
    const receiveChanged = receiveText !== undefined && receiveText !== single(params, 'shownReceive');
    const sendChanged = sendText !== undefined && sendText !== single(params, 'shownSend');
    if (receiveChanged && !sendChanged)
      return { from, to, amount: parseAmount(receiveText, locale), side: 'receive' };
    return { from, to, amount: parseAmount(sendText ?? '', locale), side: 'send' };
  }

  const amountText = single(params, 'amount');
  const amount = amountText === undefined ? defaultConverterState.amount : parseAmount(amountText, 'en');
  return { from, to, amount, side: single(params, 'side') === 'receive' ? 'receive' : 'send' };
}

/** The query string for a state (defaults included, so the link keeps working if defaults change). */
export function toConverterQuery(state: ConverterState): string {
  const params = new URLSearchParams({ from: state.from, to: state.to, amount: String(state.amount) });
  if (state.side === 'receive') params.set('side', 'receive');
  return `?${params.toString()}`;
}

/** Every query parameter the converter reads: the shareable state and the fields its no-JavaScript form submits. */
const converterParams = [
  'from',
  'to',
  'amount',
  'side',
  'send',
  'receive',
  'shownSend',
  'shownReceive',
] as const;

/** Whether a query carries converter state (other params, such as ?modal= or utm_…, do not count). */
export function hasConverterQuery(params: URLSearchParams): boolean {
  return converterParams.some((name) => params.has(name));
}

/** `href` with the converter's params replaced by `state`'s, other params (e.g. ?modal=) and the hash kept. */
export function withConverterState(href: string, state: ConverterState): string {
  const url = new URL(href, 'http://x');
  for (const name of converterParams) url.searchParams.delete(name);
  for (const [name, value] of new URLSearchParams(toConverterQuery(state))) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
