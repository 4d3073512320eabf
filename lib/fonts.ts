import localFont from 'next/font/local';

export const jakarta = localFont({
  // The characters the site writes; the rest of the cut is in styles/_jakarta-more.scss (scripts/fonts).
  src: '../styles/fonts/plus-jakarta-sans-latin-wght-400-800-core.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  // Not swap: a late font would shift the text (docs/performance.md); it is cached for the next page.
  display: 'optional',
  // Its adjusted fallback is local Arial only, which Debian and Android lack: styles/_jakarta-fallbacks.scss has one
  // per system, and styles/globals.scss lists them after this font.
  adjustFontFallback: false,
});
