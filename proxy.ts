import createMiddleware from 'next-intl/middleware';

import { routing } from './lib/i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but API routes, Next internals and files with an extension (images, icons, robots.txt…).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
