const modalIds = [
  'virtual-card',
  'currency-swap',
  'receive-payments',
  'send-money',
  'virtual-accounts',
  'waitlist',
] as const;
export type ModalId = (typeof modalIds)[number];

export const featureModalIds = modalIds.filter((id): id is Exclude<ModalId, 'waitlist'> => id !== 'waitlist');
export type FeatureModalId = (typeof featureModalIds)[number];

export const tileActions = {
  VirtualAccounts: 'virtual-accounts',
  CurrencySwap: 'currency-swap',
  ReceivePayments: 'receive-payments',
  SendMoney: 'send-money',
  VirtualCard: 'virtual-card',
} as const satisfies Record<string, FeatureModalId>;

const MODAL_PARAM = 'modal';

export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (modalIds as readonly string[]).includes(value);
}

export function getModalFromSearch(search: string): ModalId | null {
  const value = new URLSearchParams(search).get(MODAL_PARAM);
  return isModalId(value) ? value : null;
}

export function withModal(href: string, id: ModalId | null): string {
  const url = new URL(href, 'http://x');
  if (id) url.searchParams.set(MODAL_PARAM, id);
  else url.searchParams.delete(MODAL_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
