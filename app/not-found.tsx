import { jakarta } from '@/lib/fonts';
import { NotFoundContent } from '@/components/not-found-content/not-found-content';

// Reached only for paths the locale proxy does not handle (e.g. a missing file); pages use [locale]/not-found.
export default function RootNotFound() {
  return (
    <html lang="en" className={jakarta.variable}>
      <body>
        <NotFoundContent homeHref="/" locale="en" />
      </body>
    </html>
  );
}
