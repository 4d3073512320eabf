import { expect, test, type Response } from '@playwright/test';

// The brand font is self-hosted, cut to the weights the styles use; a page loads the file with the characters the
// site writes, the rest of the cut has a file of its own (scripts/fonts/subset-jakarta.sh).
test('a page loads the brand font once, from our own origin, as the 400–800 cut, and sets its headings in it', async ({
  page,
  baseURL,
}) => {
  const fonts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response);
  });
  await page.goto('/terms');
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
