import { expect, test, type Page } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

// Public pages set no cookie and keep nothing in the browser's storage, but the visitor's own language choice.
const routes = [
  '/',
  '/fr',
  '/privacy-policy',
  '/terms',
  '/fr/privacy-policy',
  '/fr/terms',
  '/app',
  '/convert',
  '/convert/usd-to-ngn',
  '/fr/convert/usd-to-ngn',
  '/convert/usd-to-ngn/1y',
  '/?from=EUR&to=GHS&amount=5',
  '/alerts/new?pair=usd-to-ngn',
  '/alerts/sent?pair=usd-to-ngn',
  '/waitlist/confirm?token=0000000000000000000000000000000000000000000',
  '/no-such-page',
];

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));

test('no route sets a cookie or stores anything, and a language choice stores only itself', ANY_WIDTH, async ({
  page,
  context,
}) => {
  const setCookies: string[] = [];
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie');
    if (header) setCookies.push(`${response.url()}: ${header}`);
  });
  for (const route of routes) {
    await page.goto(route);
    // Islands hydrate and refresh once the page is idle: give them their chance to write.
    await page.waitForLoadState('networkidle');
    expect(await storage(page), route).toEqual({ local: [], session: [] });
  }
  await page.goto('/?modal=waitlist');
  await page.waitForLoadState('networkidle');
  expect(await context.cookies()).toEqual([]);
  expect(setCookies).toEqual([]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await storage(page)).toEqual({ local: ['tuma.locale'], session: [] });
  expect(await context.cookies()).toEqual([]);
});
