'use client';

import { createContext } from 'react';

/** Closes the navigation's menu: SectionNav provides it to the entries rendered for it (section-link.tsx). */
export const NavCloseContext = createContext<() => void>(() => {});
