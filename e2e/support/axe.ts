import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0–2.2, levels A and AA, and the best-practice rules the suite has always run. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * What axe finds on the page (or inside `include`, a CSS selector), one line per rule with the elements it flags,
 * so a failing `expect(…).toEqual([])` says what and where.
 *
 * The page is judged at rest: for the scan it is put in reduced motion (the sliders stop, fades take 0.01 ms)
 * and every animation under way is taken to its end, then the page's own setting comes back. A slide caught
 * half-way through its 400 ms fade has the contrast of neither end (seen: the features slider's incoming slide
 * flagged for contrast).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const wasReduced = await page.evaluate((query) => window.matchMedia(query).matches, REDUCED_MOTION);
  if (!wasReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // an endless animation cannot finish; reduced motion has made it a single 0.01 ms run
        }
      }
    });
    // Legacy mode runs axe in the page itself: the default also opens a blank page per scan to merge the frames'
    // results, which our pages do not need (their policy allows no frame). Violations only: passing nodes are not
    // serialised. Timings in docs/testing.md.
    const builder = new AxeBuilder({ page })
      .withTags(TAGS)
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] });
    const { violations } = await (include ? builder.include(include) : builder).analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    if (!wasReduced) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}
