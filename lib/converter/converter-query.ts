import { isCurrencyCode, type CurrencyCode } from '@/lib/currencies/catalogue';
import { parseAmount } from '@/lib/money/sanitize-amount';

export type DrivingSide = 'send' | 'receive';

export type ConverterState = {
  from: CurrencyCode;
  to: CurrencyCode;
  amount: number;
  side: DrivingSide;
};

export const defaultConverterState: ConverterState = { from: 'USD', to: 'NGN', amount: 1, side: 'send' };

type Params = Record<string, string | string[] | undefined>;

function single(params: Params, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

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

export function hasConverterQuery(params: URLSearchParams): boolean {
  return converterParams.some((name) => params.has(name));
}
