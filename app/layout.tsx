import type { ReactNode } from 'react';

import '@/styles/globals.scss';

// The <html> element lives in app/[locale]/layout.tsx, where the page's language is known.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
