import localFont from 'next/font/local';

// Self-hosted: one variable file covers every weight we use. It is Fontsource's Latin file (French accents, œ) cut to
// weights 400–800, with the narrow no-break space French sets (which that file lacked), 20.0 KB instead of 27.3 KB;
// scripts/fonts/subset-jakarta.sh makes it, __tests__/lib/fonts checks it.
export const jakarta = localFont({
  src: '../styles/fonts/plus-jakarta-sans-latin-wght-400-800.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  // Never swapped in after the first paint: on a slow first visit the text stays in the size-matched fallback
  // rather than shifting when the font arrives (it did: CLS 0.03–0.06 on the legal pages under throttled 4G); the
  // font is cached for the next page.
  display: 'optional',
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial'],
  adjustFontFallback: 'Arial',
});
