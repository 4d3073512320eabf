// Security headers, shared by next.config.ts (every response) and proxy.ts (the per-page Content-Security-Policy).

type Header = { key: string; value: string };

/** Two years, the HSTS preload list's own floor; subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

// Only features Chromium recognises: an unknown name is logged as a console error on every page.
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Nothing the site uses needs a powerful feature, so every one is denied to us and to any frame. */
export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/** Headers for every response, build assets included: HTTPS only, and no content-type sniffing. */
export const transportSecurityHeaders: readonly Header[] = [
  { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/**
 * Headers that govern what a document, or a response a browser might render as one, may do: every response except
 * the immutable build assets under /_next/static (scripts, stylesheets, fonts), on which they have no effect. Left
 * off those, they save about 0.7 KiB per asset over HTTP/1.1 (11–13 scripts a page; `npm run bench:lighthouse`).
 */
export const documentSecurityHeaders: readonly Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  // frame-ancestors 'none' says the same to browsers that read CSP; this is for the ones that do not.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // The endpoint every document policy's `report-to csp` names (lib/security/csp.ts). Relative, so it is the origin
  // the page was served from: browsers take it only from a secure context (HTTPS, or localhost / 127.0.0.1 here).
  { key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' },
];

/**
 * The policy of responses that are not documents but could be opened as one (JSON from /api, images from
 * /_next/image): nothing may load from them and nothing may frame them. Pages and public files get theirs from
 * proxy.ts; /_next/static, served as script, style or font with nosniff, needs none.
 */
export const nonDocumentPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
