'use client';

import { Island } from '@/components/island/island';

import type { CurrencyConverterProps } from './currency-converter';

// The converter's styles ship with the page, not with its late code: its server HTML is drawn styled from the
// first paint, with or without JavaScript, and hydrating it moves nothing.
import './compare-panel.module.scss';
import './converter-details.module.scss';
import './currency-converter.module.scss';
import './currency-picker.module.scss';

const loadConverter = () => import('./converter-island').then((module) => module.ConverterIsland);
// The server renders the converter at once, so its HTML is in the page. `typeof window` is a constant in each
// build, so the browser's bundle keeps only the import above.
const serverConverter =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch of a client module
      (require('./converter-island') as typeof import('./converter-island')).ConverterIsland
    : undefined;

/** The converter, hydrated when seen or first touched: a page whose converter is never reached never loads it. */
export function DeferredConverter(props: CurrencyConverterProps) {
  return <Island load={loadConverter} serverComponent={serverConverter} props={props} />;
}
