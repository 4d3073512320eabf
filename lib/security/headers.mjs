// Security headers, shared by next.config.mjs (every response) and proxy.ts (the per-page Content-Security-Policy).
// Plain JavaScript because next.config.mjs cannot import TypeScript; types in headers.d.mts.

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

/** Headers for every response: pages, route handlers, static assets, 404s. */
export const baseSecurityHeaders = [
  { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  // frame-ancestors 'none' says the same to browsers that read CSP; this is for the ones that do not.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * The policy of responses that are not documents (JSON from /api, JavaScript, CSS, fonts, images under /_next):
 * nothing may load from them and nothing may frame them. Pages and public files get theirs from proxy.ts.
 */
export const nonDocumentPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
