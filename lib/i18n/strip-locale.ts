import { routing } from './routing';

/** '/fr/terms' → '/terms', '/en' → '/', '/terms' → '/terms'. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && (routing.locales as readonly string[]).includes(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}
