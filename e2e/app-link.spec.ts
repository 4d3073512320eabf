import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { axeViolations } from './support/axe';
import { ANY_WIDTH } from './support/widths';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test.describe('/app', () => {
  for (const [name, agent, store] of [
    ['an iPhone', IPHONE, /^https:\/\/apps\.apple\.com\//],
    ['an Android phone', ANDROID, /^https:\/\/play\.google\.com\//],
  ] as const) {
    test(`sends ${name} straight to its store, decided on the server`, ANY_WIDTH, async ({ request }) => {
      for (const path of ['/app', '/fr/app']) {
        const response = await request.get(path, { headers: { 'user-agent': agent }, maxRedirects: 0 });
        expect(response.status()).toBe(307);
        expect(response.headers()['location']).toMatch(store);
      }
    });
  }

  test('shows everyone else both store buttons and a QR code back to /app', async ({ page }) => {
    const response = await page.goto('/app');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Get the Tuma app' })).toBeVisible();
    const stores = page.getByRole('main').getByRole('list', { name: 'Get the app' });
    await expect(stores.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await expect(stores.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    const code = page.getByRole('img', { name: /^QR code that opens http:\/\/localhost:\d+\/app$/ });
    await expect(code).toBeVisible();
    // A phone camera must read it: decode a screenshot of the drawn code.
    const png = PNG.sync.read(await code.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toMatch(/^http:\/\/localhost:\d+\/app$/);

    expect(await axeViolations(page)).toEqual([]);
  });

  test('in French, the QR code points back to /fr/app', ANY_WIDTH, async ({ page }) => {
    await page.goto('/fr/app');
    await expect(page.getByRole('img', { name: /\/fr\/app$/ })).toBeVisible();
  });
});
