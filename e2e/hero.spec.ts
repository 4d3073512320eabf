import { expect, test, type Page } from '@playwright/test';

import { installPausedClock } from './support/clock';
import { ANY_WIDTH } from './support/widths';

const carousel = (page: Page) => page.getByRole('region', { name: 'Tuma in everyday work' });
const visibleSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test.describe('hero', () => {
  test(
    'says who the app is for, with both store buttons opening in a new tab',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Made for remote work. Built for Africa.' });
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hero.getByText(/free global account in minutes/)).toBeVisible();
      await expect(hero.getByText(/stay in control of your money/)).toBeVisible();

      const stores = hero.getByRole('list', { name: 'Get the app' });
      const appStore = stores.getByRole('link', { name: 'Download on the App Store' });
      const googlePlay = stores.getByRole('link', { name: 'Get it on Google Play' });
      await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(googlePlay).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
      for (const link of [appStore, googlePlay]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAccessibleDescription('(opens in a new tab)');
      }
    },
  );

  test('shows the hand holding the phone, drawn here, at its intrinsic size', async ({ page }) => {
    await page.goto('/');
    const phone = page.getByRole('img', { name: /A hand holding a phone with the Tuma app open/ });
    await expect(phone).toBeVisible();
    // A deployment id adds ?dpl=… to the file's address.
    await expect(phone).toHaveAttribute('src', /\.svg(\?dpl=[\w-]+)?$/);
    expect(await phone.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('each Learn more shortcut opens the modal of its action value', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    for (const [name, modal, dialogName] of [
      ['Learn more about virtual accounts', 'virtual-accounts', /virtual accounts/i],
      ['Learn more about currency swap', 'currency-swap', /swap/i],
      ['Learn more about virtual cards', 'virtual-card', /card/i],
    ] as const) {
      await page
        .getByRole('region', { name: /Made for remote work/ })
        .getByRole('button', { name })
        .click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]modal=${modal}`));
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('every image on the page carries its size, so nothing shifts while images load', async ({ page }) => {
    await page.goto('/');
    const unsized = await page.evaluate(() =>
      [...document.images]
        .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
        .map((img) => img.src),
    );
    expect(unsized).toEqual([]);
  });

  test('the largest paint is never a lazy-loaded image, and an image that is one is preloaded', async ({
    page,
  }) => {
    // On phones the largest paint is the heading; from 1024 px it is the hand-and-phone drawing, which was
    // lazy-loaded: fetched only after the first layout, it painted last.
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string | null; preloaded: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            const element = entry.element;
            const src = element instanceof HTMLImageElement ? new URL(element.currentSrc) : null;
            const preloaded =
              src !== null &&
              [...document.querySelectorAll('link[rel="preload"][as="image"]')].some(
                (link) =>
                  (link as HTMLLinkElement).href === src.href ||
                  (link.getAttribute('imagesrcset') ?? '').includes(src.pathname + src.search),
              );
            resolve({
              tag: element?.tagName ?? '',
              loading: element?.getAttribute('loading') ?? null,
              preloaded,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest.tag).not.toBe('');
    expect(largest.loading).not.toBe('lazy');
    if (largest.tag === 'IMG') expect(largest.preloaded).toBe(true);
  });
});

test.describe('hero carousel', () => {
  test('shows three photos, the first one served by next/image in a modern format', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3);
    const first = visibleSlide(page).getByRole('img');
    await expect(first).toHaveAccessibleName(/freelancer/i);
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toContain('/_next/image');
    const response = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.headers()['content-type']).toBe('image/avif');
  });

  test('advances by itself, and its pause button stops it', ANY_WIDTH, async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    // On a phone the photos start below the fold, and stand still until they are seen (next test).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Pause the photos' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-running', 'true');
    await page.clock.runFor(5_100);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3');

    await page.getByRole('button', { name: 'Pause the photos' }).click();
    await expect(page.getByRole('button', { name: 'Play the photos' })).toBeVisible();
    await page.getByRole('button', { name: 'Play the photos' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('stands still while scrolled out of view, and moves again once seen', ANY_WIDTH, async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-running', 'true');

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(16_000);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 3');

    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-running', 'true');
    await page.clock.runFor(5_100);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('never moves by itself under reduced motion; its dots still work', ANY_WIDTH, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(12_000);
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await expect(page.getByRole('button', { name: 'Pause the photos' })).toBeHidden();
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(page.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
  });
});

test('the spending row shows the eight everyday categories', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Spend where you already shop' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(8);
  for (const label of [
    'Streaming',
    'Books',
    'Video',
    'Shopping',
    'Sneakers',
    'Music',
    'Groceries',
    'Games',
  ]) {
    await expect(items.filter({ hasText: label })).toHaveCount(1);
  }
});
