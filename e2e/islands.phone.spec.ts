import { expect, test, type Page } from '@playwright/test';

import { converterIsland, reachConverter, recipientGets, youSend } from './support/converter';

// The converter hydrates when it nears the viewport or is first touched (components/island). On a phone it sits
// below the fold of `/`. Here its code comes late on purpose, so the visitor acts while it is still server HTML.

const island = converterIsland;
const recipientPicker = (page: Page) => page.getByRole('button', { name: /^Currency recipient gets:/ });
const recipientList = (page: Page) => page.getByRole('listbox', { name: 'Currency recipient gets' });

/**
 * Opens `/` and holds back every script asked for once the page has settled, the converter's code among them, until
 * the test calls the returned release(): a fixed delay lost the race on a busy machine.
 */
async function openWithLateCode(page: Page): Promise<() => void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(island(page)).toHaveAttribute('data-island', 'waiting');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('below the fold, the converter loads no code until it is reached', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
  });
  await page.waitForTimeout(1_000);
  await expect(island(page)).toHaveAttribute('data-island', 'waiting');
  expect(chunks).toEqual([]);

  await reachConverter(page);
  expect(chunks.length).toBeGreaterThan(0);
});

test('a tap before hydration is not lost', async ({ page }) => {
  const release = await openWithLateCode(page);
  await recipientPicker(page).click();
  await expect(island(page)).toHaveAttribute('data-island', 'waiting');
  release();
  await expect(recipientList(page)).toBeVisible();
  await expect(island(page)).toHaveAttribute('data-island', 'hydrated');
});

test('a key before hydration is not lost', async ({ page }) => {
  const release = await openWithLateCode(page);
  await recipientPicker(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(island(page)).toHaveAttribute('data-island', 'waiting');
  release();
  await expect(recipientList(page)).toBeFocused();
});

test('an amount typed before hydration is kept and converted', async ({ page }) => {
  const release = await openWithLateCode(page);
  const shownAtFirst = await recipientGets(page).inputValue();
  await youSend(page).click();
  await youSend(page).selectText();
  await page.keyboard.type('250');
  await expect(island(page)).toHaveAttribute('data-island', 'waiting');
  await expect(youSend(page)).toHaveValue('250');
  release();

  await expect(island(page)).toHaveAttribute('data-island', 'hydrated');
  await expect(recipientGets(page)).not.toHaveValue(shownAtFirst);
  const converted = await recipientGets(page).inputValue();
  // The same amount typed into the hydrated converter gives the same answer.
  await youSend(page).fill('1');
  await expect(recipientGets(page)).toHaveValue(shownAtFirst);
  await youSend(page).fill('250');
  await expect(recipientGets(page)).toHaveValue(converted);
});

test('at the top of a pair page, the converter hydrates without a touch', async ({ page }) => {
  await page.goto('/convert/usd-to-ngn');
  await expect(island(page)).toHaveAttribute('data-island', 'hydrated');
});

test('the converter is drawn styled before its code, so hydrating it moves nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await openWithLateCode(page);
  const waiting = await youSend(page).boundingBox();
  release();
  await reachConverter(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await youSend(page).boundingBox()).toEqual(waiting);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
});
