'use client';

import { createContext } from 'react';

export const NavCloseContext = createContext<() => void>(() => {});
