import { jakarta } from '@/lib/fonts';
import { NotFoundContent } from '@/components/not-found-content/not-found-content';
import { MAIN_ID } from '@/components/skip-link/skip-link';

// Reached only for paths the locale proxy does not handle (e.g. a missing file); pages use [locale]/not-found.
export default function RootNotFound() {
  return (
    <html lang="en" className={jakarta.variable}>
      <body>
        <main id={MAIN_ID} tabIndex={-1}>
          <NotFoundContent homeHref="/" locale="en" fullScreen />
        </main>
      </body>
    </html>
  );
}
