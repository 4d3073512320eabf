import localFont from 'next/font/local';

export const jakarta = localFont({
  src: '../styles/fonts/plus-jakarta-sans-latin-wght-400-800-core.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  // Not swap: a late font would shift the text (docs/performance.md); it is cached for the next page.
  display: 'optional',
  // Its fallback is local Arial only, which Debian and Android lack: styles/_jakarta-fallbacks.scss adds others.
  adjustFontFallback: false,
});
