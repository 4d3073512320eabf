import { expect, test, type Page, type Response } from '@playwright/test';

// The brand font is self-hosted, cut to the weights the styles use; a page loads the file with the characters the
// site writes, the rest of the cut has a file of its own (scripts/fonts/subset-jakarta.sh). The French landing page sets
// accented eyebrows in capitals, which the preloaded file once lacked.
for (const path of ['/terms', '/fr']) {
  test(`${path} loads the brand font once, from our own origin, as the 400–800 cut, and sets its headings in it`, async ({
    page,
    baseURL,
  }) => {
    const fonts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(response);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);

    const face = await page.evaluate(() => {
      const heading = getComputedStyle(document.querySelector('h1')!);
      // The first family of the stack is next/font's face; the others are the rest of the cut and the fallbacks.
      const family = heading.fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');
      const brand = [...document.fonts].filter((font) => font.family === family);
      return {
        family,
        count: brand.length,
        weight: brand[0]?.weight,
        status: brand[0]?.status,
        display: brand[0]?.display,
        headingWeight: heading.fontWeight,
        usedByHeading: document.fonts.check(`${heading.fontWeight} 32px ${family}`),
      };
    });
    expect(face).toMatchObject({ count: 1, weight: '400 800', status: 'loaded', display: 'optional' });
    expect(face.family).toMatch(/jakarta/i);
    expect(face.usedByHeading).toBe(true);
    expect(Number(face.headingWeight)).toBeGreaterThanOrEqual(400);

    // The page writes no character outside the preloaded file: the rest of the cut is never fetched.
    expect(fonts).toHaveLength(1);
    const [font] = fonts;
    expect(new URL(font!.url()).origin).toBe(new URL(baseURL!).origin);
    // The characters the site writes, not the whole cut: what a first visit waits for (docs/performance.md).
    expect((await font!.body()).length).toBeLessThan(15_000);
  });
}

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };

/** Lighthouse's "slow 4G", as DevTools applies it. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * A cold first visit over Lighthouse's "slow 4G" whose font is held back until the page has painted: what a slow
 * first visit often is, made certain. Resolves to the layout shift summed once the page has loaded and settled.
 */
async function lateFontVisit(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  // Resolved by the page at its first contentful paint.
  let painted: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction('__firstPaint', () => painted());
  await page.addInitScript(() => {
    const state = { shift: 0, moved: [] as string[] };
    const shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        state.shift += entry.value;
        state.moved.push(...(entry.sources ?? []).map((source) => source.node?.nodeName ?? '?'));
      }
    });
    shifts.observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        (window as unknown as { __firstPaint: () => void }).__firstPaint();
      }
    }).observe({ type: 'paint', buffered: true });
    Object.assign(window, { __shifts: { state, observer: shifts } });
  });
  await page.route('**/*.woff2', async (route) => {
    await firstPaint;
    await route.continue();
  });

  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // Two frames, so a shift the font caused has been painted and reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const { state, observer } = (
      window as unknown as {
        __shifts: { state: { shift: number; moved: string[] }; observer: PerformanceObserver };
      }
    ).__shifts;
    for (const entry of observer.takeRecords() as LayoutShift[]) {
      if (!entry.hadRecentInput) state.shift += entry.value;
    }
    return state;
  });
}

/** The families Chromium drew an element's own text in (CDP), e.g. "Plus Jakarta Sans" or "DejaVu Sans". */
async function drawnIn(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: `${selector}, ${selector} *`,
  });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) families.add(font.familyName);
  }
  await cdp.detach();
  return [...families];
}

/** The width the heading's words take, whatever font they are in. */
const headingWidth = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    return range.getBoundingClientRect().width;
  });

for (const { path, viewport } of [
  { path: '/terms', viewport: { width: 1280, height: 800 } },
  { path: '/', viewport: { width: 360, height: 740 } },
]) {
  test.describe(`${path} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a first visit whose font comes after the first paint does not move, and the next page has the font', async ({
      page,
    }) => {
      const first = await lateFontVisit(page, path);
      // display: optional keeps the face the page was painted in: no shift when the font lands.
      expect(first.shift, `moved: ${first.moved.join(', ')}`).toBeLessThanOrEqual(0.01);
      const fallback = await drawnIn(page, 'h1');
      expect(fallback).not.toContain('Plus Jakarta Sans');
      const fallbackWidth = await headingWidth(page);

      // The font is in the cache now: the next page is drawn in it from its first paint, however slow the network.
      // (Playwright bypasses the cache of a page whose requests it routes: the next page is a page of its own.)
      const next = await page.context().newPage();
      const cdp = await next.context().newCDPSession(next);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow4g);
      const fromCache = new Set<string>();
      const fontsFromNetwork: string[] = [];
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
        if (type === 'Font' && !response.fromDiskCache && !fromCache.has(requestId))
          fontsFromNetwork.push(response.url);
      });
      await next.goto(path);
      await next.evaluate(() => document.fonts.ready);
      expect(fontsFromNetwork).toEqual([]);
      // optional gives a cached face about 100 ms to be ready; on a loaded machine decoding it can take longer, and
      // the page rightly keeps its fallback. A second cached visit settles whether the cache serves the font at all.
      if (!(await drawnIn(next, 'h1')).includes('Plus Jakarta Sans')) {
        await next.reload();
        await next.evaluate(() => document.fonts.ready);
        expect(fontsFromNetwork).toEqual([]);
      }
      expect(await drawnIn(next, 'h1')).toEqual(['Plus Jakarta Sans']);
      // The fallback (styles/_jakarta-fallbacks.scss) took the brand font's room: the same words, nearly the same
      // width (one bold face stands for all the heading weights; an unscaled DejaVu Sans Bold is far wider).
      expect(fallbackWidth / (await headingWidth(next))).toBeCloseTo(1, 1);
    });
  });
}
