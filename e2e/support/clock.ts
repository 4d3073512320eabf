import type { Page } from '@playwright/test';

/**
 * Fake timers that stand still: only `page.clock.runFor` moves a carousel. A clock left to flow also fires on real
 * seconds, and on a loaded machine those added steps between the test's own.
 */
export async function installPausedClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Well ahead of the install: a loaded machine once took over a second between the two calls, and the clock
  // refuses to pause in its past. No page runs yet, so the jump fires nothing.
  await page.clock.pauseAt(start + 60_000);
}
