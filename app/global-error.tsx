'use client';

import { ErrorContent } from '@/components/error-content/error-content';

import '@/styles/globals.scss';

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
