import type { CurrencyCode } from '@/lib/currencies/catalogue';

export const queryKeys = {
  rates: () => ['rates'] as const,
  competitors: (from: CurrencyCode, to: CurrencyCode) => ['competitors', from, to] as const,
};
