import { CM, EU, GB, GH, NG, SN, US } from 'country-flag-icons/string/3x2';

import { currencies, type CurrencyCode } from './catalogue';

// Named imports keep the bundle to these seven flags (the package marks only its CSS as having side effects).
const flagSvgs: Readonly<Record<string, string>> = { CM, EU, GB, GH, NG, SN, US };

/** The currency's flag as an SVG document string (3:2), for inlining on the server. */
export function getFlagSvg(code: CurrencyCode): string {
  const svg = flagSvgs[currencies[code].flagCountry];
  if (!svg) throw new Error(`No flag for ${code}`);
  return svg;
}

/** The currency's flag as a `data:image/svg+xml` URL, usable as an <img> src in server or client components. */
export function getFlagDataUrl(code: CurrencyCode): string {
  return `data:image/svg+xml,${encodeURIComponent(getFlagSvg(code))}`;
}
