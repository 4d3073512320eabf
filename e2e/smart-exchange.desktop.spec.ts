import { expect, test, type Page } from '@playwright/test';

import { installPausedClock } from './support/clock';

const slides = (page: Page) =>
  page.getByRole('group').filter({ has: page.getByRole('heading', { level: 3 }) });
const visibleSlideTitle = (page: Page) =>
  page.locator('#send-money [aria-roledescription="slide"][data-active="true"] h3');

test.describe('features slider', () => {
  test('advances every 3 s, forward then backward, and only while it can be seen', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const slider = page.locator('#send-money [aria-roledescription="carousel"]');
    // Below the fold it stands still: a carousel nobody sees only spends the visitor's battery.
    await expect(slider).toHaveAttribute('data-running', 'false');
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    // Step the clock only once the island runs its timer (hydration can lag on a busy machine).
    await expect(page.locator('#send-money [aria-roledescription="carousel"]')).toHaveAttribute(
      'data-running',
      'true',
    );
    const titles = await page.locator('#send-money [aria-roledescription="slide"] h3').allTextContents();
    expect(titles).toHaveLength(4);
    // Each step waits for its slide: React renders a timer's change a moment after the clock fires it.
    for (const index of [0, 1, 2, 3, 2, 1]) {
      await expect(visibleSlideTitle(page)).toHaveText(titles[index]!);
      await page.clock.runFor(3000);
    }

    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-running', 'false');
    const shown = await visibleSlideTitle(page).textContent();
    await page.clock.runFor(9000);
    await expect(visibleSlideTitle(page)).toHaveText(shown!);
  });

  test('pauses while hovered and with its pause button', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const first = await visibleSlideTitle(page).textContent();
    await page.locator('#send-money [aria-roledescription="carousel"]').hover();
    await page.clock.runFor(7000);
    await expect(visibleSlideTitle(page)).toHaveText(first!);

    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'Pause the features' }).focus();
    await page.getByRole('button', { name: 'Pause the features' }).press('Enter');
    // Focus leaves the slider for its own section's heading, so the slider stays in view: only the button holds it.
    await page.locator('#send-money h2').first().click();
    await expect(page.locator('#send-money [aria-roledescription="carousel"]')).toBeInViewport();
    await page.clock.runFor(7000);
    await expect(visibleSlideTitle(page)).toHaveText(first!);
    await expect(page.getByRole('button', { name: 'Play the features' })).toBeVisible();
  });

  test('never moves by itself under reduced motion, and its dots still work', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const titles = await page.locator('#send-money [aria-roledescription="slide"] h3').allTextContents();
    await page.clock.runFor(10_000);
    await expect(visibleSlideTitle(page)).toHaveText(titles[0]!);
    await expect(page.getByRole('button', { name: 'Pause the features' })).toBeHidden();
    await page.getByRole('button', { name: 'Show feature 3' }).click();
    await expect(visibleSlideTitle(page)).toHaveText(titles[2]!);
    // Waits, as every assertion here should: once in ~360 runs under the full suite the count read right after the
    // title came back 0 (the slide exposed a moment later).
    await expect(slides(page)).not.toHaveCount(0);
  });
});

/** Resolves once the page has not scrolled for five frames in a row. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

test.describe('the smart-exchange section reveals itself', () => {
  const sectionTop = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().height;
      return Math.round(document.getElementById('send-money')!.getBoundingClientRect().top - header) || 0;
    });

  // A short viewport so the section starts below the fold at 1280 px.
  test.use({ viewport: { width: 1280, height: 400 } });

  test('once, when its top reaches 90 % of the viewport on the way down', async ({ page }) => {
    await page.goto('/');
    // Scrolling before the island hydrates would pass the section unobserved: wait until the reveal listens.
    await expect(page.locator('#send-money[data-auto-reveal="armed"]')).toBeAttached();
    // The trigger is the section's top edge in the viewport (header included), not its distance below the header.
    const viewportTop = () =>
      page.evaluate(() => document.getElementById('send-money')!.getBoundingClientRect().top);
    expect(await viewportTop()).toBeGreaterThan(0.9 * 400);
    // A wheel returns before its scroll ends: wait for the page to stand still before reading it, or a wheel sent
    // while the reveal is under way lands on top of it.
    for (let i = 0; i < 30 && (await viewportTop()) > 0.9 * 400; i += 1) {
      await page.mouse.wheel(0, 60);
      await settled(page);
    }
    await expect.poll(() => sectionTop(page)).toBe(0);

    // Once only: scrolling back up and down again leaves the page where the visitor puts it.
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 60);
    await page.waitForTimeout(900);
    expect(await sectionTop(page)).toBeGreaterThan(100);
  });

  test('not under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 60);
    await page.waitForTimeout(900);
    expect(await sectionTop(page)).toBeGreaterThan(100);
  });

  test('not while the visitor is typing', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#send-money[data-auto-reveal="armed"]')).toBeAttached();
    // Focus an input (the converter's) without scrolling, then scroll.
    await page.evaluate(() =>
      (document.getElementById('converter-send') as HTMLInputElement).focus({ preventScroll: true }),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 60);
    await page.waitForTimeout(900);
    expect(await sectionTop(page)).toBeGreaterThan(100);
  });
});
