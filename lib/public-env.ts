import { z } from 'zod';

// Each NEXT_PUBLIC_* value is written out literally so Next can inline it into browser bundles.
const siteUrl = z
  .url({ protocol: /^https?$/ })
  .catch('http://localhost:3000')
  .parse(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000');

export const publicEnv = {
  siteUrl: siteUrl.replace(/\/+$/, ''),
} as const;
