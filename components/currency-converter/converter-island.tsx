'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

import { CurrencyConverter, type CurrencyConverterProps } from './currency-converter';

// The query client lives here, not at the root, so pages without a converter ship no TanStack Query.
export function ConverterIsland(props: CurrencyConverterProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <CurrencyConverter {...props} />
    </QueryClientProvider>
  );
}
