import { expect, test, type Page } from '@playwright/test';

import { startIsolatedApp, type IsolatedApp } from './support/isolated-app';
import { ANY_WIDTH } from './support/widths';

const badgeLink = (page: Page) => page.getByRole('link', { name: /out of 5 , .*Read the reviews$/ });

test.describe('reviews badge with the stand-in review service', ANY_WIDTH, () => {
  test('shows the service’s numbers and opens the review page in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const link = badgeLink(page);
    await expect(link).toHaveAccessibleName('Tuma Stand-in : 4.3 out of 5 , 1,287 reviews . Read the reviews');
    await expect(link).toContainText('4.3 out of 5');
    await expect(link).toContainText('1,287 reviews');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await context.route('https://www.trustpilot.com/**', (route) => route.fulfill({ body: 'reviews' }));
    for (const key of ['Enter', ' ']) {
      await link.focus();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(key)]);
      await expect(popup).toHaveURL(/trustpilot\.com\/review/);
      await popup.close();
    }
  });

  test('is part of the landing page served from cache, so it reads without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    // Generated ahead of requests: the page waited for the service, and its HTML carries the rating itself.
    expect(response?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    await expect(badgeLink(page)).toHaveAccessibleName(
      'Tuma Stand-in : 4.3 out of 5 , 1,287 reviews . Read the reviews',
    );
    await expect(page.getByText('Loading reviews...')).toHaveCount(0);
    await context.close();
  });
});

// A converter link (`/?from=…`) is the landing page rendered per request, so it asks the review service as the
// visitor arrives; `/` itself carries the answer it was generated with.
const perRequestPage = '/?from=USD&to=NGN&amount=100';

test.describe('reviews badge when the service misbehaves', ANY_WIDTH, () => {
  let app: IsolatedApp | undefined;
  test.afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  for (const [name, prepare] of [
    ['answers 500', (s: IsolatedApp['standIn']) => s.setFault('500', 'reviews')],
    ['answers without a business unit', (s: IsolatedApp['standIn']) => s.setFault('wrong-schema', 'reviews')],
  ] as const) {
    test(`shows an empty alert block when the service ${name}, the page still whole`, async ({ page }) => {
      app = await startIsolatedApp(prepare);
      const response = await page.goto(`${app.baseURL}${perRequestPage}`);
      expect(response?.status()).toBe(200);
      // Scoped to the hero: Next's route announcer is an empty alert of its own.
      const alert = page.getByRole('region', { name: /Built for Africa/ }).getByRole('alert');
      await expect(alert).toHaveCount(1);
      await expect(alert).toHaveText('');
      await expect(badgeLink(page)).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'You send' })).toBeVisible();
      expect(app.output()).toMatch(/Failed to fetch: 500|Invalid business unit data received/);
    });
  }

  test('streams in after the loading state when the service is slow', async ({ page }) => {
    // 5 s: long enough that a busy machine still shows the loading state before the answer streams in.
    app = await startIsolatedApp((s) => s.setFault('slow', 'reviews', 5000));
    await page.goto(`${app.baseURL}${perRequestPage}`, { waitUntil: 'commit' });
    await expect(page.getByText('Loading reviews...')).toBeVisible();
    await expect(badgeLink(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Loading reviews...')).toHaveCount(0);
  });
});
