import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Response,
} from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

// A cached page (ISR) keeps the rates it was generated with; on a quiet site a visitor's first visit often gets one
// older than the converter's refresh window. Its refresh must wait for the page to load (issue 26).

const MINUTE = 60_000;

type CachedPage = { html: string; headers: Record<string, string>; fetchedAt: number };

async function cachedPage(request: APIRequestContext, path: string): Promise<CachedPage> {
  const served = await request.get(path);
  const html = await served.text();
  // The newest time in the payload is the rates' (competitor quotes are kept for longer).
  const times = [...html.matchAll(/\\"fetchedAt\\":\\"([^"\\]+)\\"/g)].map(([, time]) =>
    Date.parse(time ?? ''),
  );
  expect(times.length).toBeGreaterThan(0);
  const fetchedAt = Math.max(...times);
  expect(fetchedAt).not.toBeNaN();
  const headers = {
    'content-type': served.headers()['content-type'] ?? 'text/html',
    'content-security-policy': served.headers()['content-security-policy'] ?? '',
  };
  return { html, headers, fetchedAt };
}

type Visit = {
  converter: Locator;
  /** Waits until the network has been quiet for a while, so every script the page would load is in. */
  settle: () => Promise<void>;
  /** Every script the page downloaded, as transferred (gzipped) bytes. */
  scriptBytes: () => Promise<number>;
  /** The load event and every request to /api/rates…, in the order the page saw them. */
  events: () => Promise<string[]>;
  /** Lets the held /api/rates answer through, with the USD → NGN rate changed to 1600. */
  releaseRefresh: () => void;
  close: () => Promise<void>;
};

/** Shows the cached page at `path` as it would be `ageMs` after its rates were fetched. */
async function visit(browser: Browser, path: string, cached: CachedPage, ageMs: number): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shownAt = cached.fetchedAt + ageMs;
  await page.clock.install({ time: shownAt });
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, headers: cached.headers, body: cached.html }),
  );

  // Images and fonts arrive late, as on a slow connection: the load event then comes well after hydration.
  await page.route(
    (url) => url.pathname === '/_next/image' || /\.(avif|jpe?g|png|svg|webp|woff2)$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );

  let releaseRefresh = () => {};
  const released = new Promise<void>((resolve) => (releaseRefresh = resolve));
  await page.route(
    (url) => url.pathname === '/api/rates',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { fetchedAt: string; pairs: Record<string, unknown>[] };
      const pairs = body.pairs.map((pair) =>
        pair.from === 'USD' && pair.to === 'NGN' ? { ...pair, exchangeRate: 1600 } : pair,
      );
      await released;
      await route.fulfill({ response, json: { ...body, pairs, fetchedAt: new Date(shownAt).toISOString() } });
    },
  );

  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { pageEvents: string[] }).pageEvents = events;
    window.addEventListener('load', () => events.push('load'));
    const { fetch } = window;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input, window.location.href);
      if (url.pathname.startsWith('/api/rates')) events.push(url.pathname);
      return fetch(input, init);
    };
  });

  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path);
  const picker = page.getByRole('button', { name: /^Currency you send:/ });
  await expect(picker).toBeVisible();
  // The visitor reaches the converter: it hydrates only when seen (e2e/islands.spec.ts).
  await picker.scrollIntoViewIfNeeded();

  return {
    converter: page.locator('form', { has: picker }),
    settle: async () => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
    },
    scriptBytes: async () => {
      const sizes = await Promise.all(scripts.map((response) => response.request().sizes()));
      return sizes.reduce((sum, { responseBodySize }) => sum + responseBodySize, 0);
    },
    events: () => page.evaluate(() => (window as unknown as { pageEvents: string[] }).pageEvents),
    releaseRefresh,
    close: () => context.close(),
  };
}

for (const path of ['/', '/convert/usd-to-ngn']) {
  test(
    `${path}, cached with rates past their window, refreshes them after load with 2 KiB of script at most`,
    ANY_WIDTH,
    async ({ browser, request }) => {
      const cached = await cachedPage(request, path);

      // Within the rates' window plus the page's own two minutes: nothing is refreshed, nothing more loaded.
      const fresh = await visit(browser, path, cached, 0);
      fresh.releaseRefresh();
      await fresh.settle();
      expect(await fresh.events()).toEqual(['load']);
      const freshBytes = await fresh.scriptBytes();
      await fresh.close();

      // The age the converter shows moves in 30 s steps: half a minute more reads as 5 whatever the seconds.
      const stale = await visit(browser, path, cached, 5.5 * MINUTE);
      // Until the refresh answers, the seeded rates show with their real age.
      await expect(stale.converter.getByText('1 USD = 1,500.00 NGN')).toBeVisible();
      await expect(stale.converter.getByText('Updated 5 minutes ago')).toBeVisible();
      stale.releaseRefresh();
      await expect(stale.converter.getByText('1 USD = 1,600.00 NGN')).toBeVisible();
      await expect(stale.converter.getByText('Updated this minute')).toBeVisible();
      const events = await stale.events();
      expect.soft(events[0]).toBe('load');
      expect.soft(events).toContain('/api/rates');
      await stale.settle();
      const staleBytes = await stale.scriptBytes();
      await stale.close();

      console.log(
        `${path}: scripts ${freshBytes} B fresh, ${staleBytes} B stale (+${staleBytes - freshBytes})`,
      );
      // Only the guard that parses the answers, about 1 KiB gzipped; zod's core would add 24 KiB
      // (docs/performance.md, "A stale page refreshes after load").
      expect(
        staleBytes - freshBytes,
        'script bytes a stale page adds to a fresh one (the rates guard; did zod come back?)',
      ).toBeLessThanOrEqual(2 * 1024);
    },
  );
}
