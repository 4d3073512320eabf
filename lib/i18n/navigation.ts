import { createNavigation } from 'next-intl/navigation';

import { routing } from './routing';

// Only the server helpers: next-intl's client Link and hooks need its client provider, which we do not ship
// (islands get translated strings as props, keeping next-intl's runtime out of the browser).
export const { getPathname, redirect } = createNavigation(routing);
