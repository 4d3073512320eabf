'use client';

import { ErrorContent } from '@/components/error-content/error-content';

import '@/styles/globals.scss';

// Replaces the root layout when it fails, so it brings its own <html>; the locale is read from the path.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = typeof window !== 'undefined' && window.location.pathname.startsWith('/fr') ? 'fr' : 'en';
  return (
    <html lang={locale}>
      <body>
        <ErrorContent error={error} reset={reset} locale={locale} />
      </body>
    </html>
  );
}
