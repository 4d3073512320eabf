import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { jakarta } from '@/lib/fonts';

import styles from '@/components/console/console.module.scss';

export const metadata: Metadata = {
  title: { default: 'Tuma console', template: '%s · Tuma console' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// The console's own frame: no public header, modals or analytics, and English only.
export default function ConsoleRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={jakarta.variable}>
      <body className={styles.page}>{children}</body>
    </html>
  );
}
