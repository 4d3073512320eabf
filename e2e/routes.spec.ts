import { expect, test } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

test.describe('routes', ANY_WIDTH, () => {
  for (const path of ['/', '/privacy-policy', '/terms', '/fr', '/fr/privacy-policy', '/fr/terms']) {
    test(`${path} answers 200 with the navigation and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('navigation', { name: /Main|Principal/ })).toBeVisible({
        visible: true,
      });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/fr') ? 'fr' : 'en');
    });
  }

  test('the landing sections are there with their ids and headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Built for Africa');
    for (const id of ['send-money', 'global-accounts', 'virtual-cards']) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toBeVisible();
    }
  });

  test('the legal routes use the Legal layout with its tabs', async ({ page }) => {
    await page.goto('/terms');
    const tabs = page.getByRole('navigation', { name: 'Legal' });
    await expect(tabs.getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute('aria-current');
  });

  test('an unknown path gets the branded 404 page, not a stack trace', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a converter link gets one address, in its language, with a permanent redirect', async ({
    request,
  }) => {
    for (const [asked, canonical] of [
      ['/?to=GHS&from=eur&amount=100.50&junk=1', '/?from=EUR&to=GHS&amount=100.5'],
      ['/fr?amount=5', '/fr?from=USD&to=NGN&amount=5'],
      [`/?from=EUR&to=GHS&amount=${'9'.repeat(4000)}`, '/?from=EUR&to=GHS&amount=1'],
      [
        '/fr?gclid=x&from=EUR&to=GHS&amount=1&modal=waitlist',
        '/fr?from=EUR&to=GHS&amount=1&gclid=x&modal=waitlist',
      ],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(308);
      const location = new URL(response.headers()['location'] ?? '', response.url());
      expect(`${location.pathname}${location.search}`).toBe(canonical);
      expect(new URL(response.url()).host).toBe(location.host);
      const landed = await request.get(canonical, { maxRedirects: 0 });
      expect(landed.status(), canonical).toBe(200);
    }
  });

  test('/_vercel is no page of ours when self-hosted: a bare 404, whatever the method', async ({
    request,
  }) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch('/_vercel/insights/script.js', { method, maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await response.text()).not.toMatch(/<html/i);
    }
  });

  test('/en redirects to the unprefixed English route', async ({ page }) => {
    await page.goto('/en/terms');
    await expect(page).toHaveURL(/\/terms$/);
  });
});
