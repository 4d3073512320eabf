import { expect, test } from '@playwright/test';

import { markersInChunks, PLAUSIBLE_MARKERS, VERCEL_MARKERS } from '@/test/support/built-chunks.mjs';

import { ANY_WIDTH } from './support/widths';

// The browser suite's build is self-hosted with no Plausible settings: no analytics code ships, and no page asks for
// any. The build with analytics is tested by `npm run test:vercel` (docs/analytics.md).
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const pages = ['/', '/fr/privacy-policy', '/convert/usd-to-ngn', '/alerts/sent?pair=usd-to-ngn'];

test('a build without analytics ships none of their code', ANY_WIDTH, () => {
  expect(markersInChunks(distDir, [...PLAUSIBLE_MARKERS, ...VERCEL_MARKERS])).toEqual([]);
});

test(
  'no page asks for analytics, and the policy connects only to our origin',
  ANY_WIDTH,
  async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseURL || url.pathname.startsWith('/_vercel')) elsewhere.push(request.url());
    });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(await response?.headerValue('content-security-policy')).toContain("connect-src 'self';");
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-analytics-pair], [data-analytics-event]')).toHaveCount(0);
    }
    expect(elsewhere).toEqual([]);
  },
);
