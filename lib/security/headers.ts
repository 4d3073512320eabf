type Header = { key: string; value: string };

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

// Only names Chromium knows: it logs an unknown one as a console error on every page.
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

export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

export const transportSecurityHeaders: readonly Header[] = [
  { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/** Not on /_next/static: they do nothing on a script, a stylesheet or a font. */
export const documentSecurityHeaders: readonly Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' },
];

export const nonDocumentPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
