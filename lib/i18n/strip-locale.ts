import { routing } from './routing';

export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && (routing.locales as readonly string[]).includes(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}
