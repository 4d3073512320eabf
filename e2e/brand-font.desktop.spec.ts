import { expect, test, type Response } from '@playwright/test';

// The brand font is one self-hosted file, cut to the weights the styles use (scripts/fonts/subset-jakarta.sh).
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
    const jakarta = [...document.fonts].filter(
      (font) => /jakarta/i.test(font.family) && !/fallback/i.test(font.family),
    );
    const heading = getComputedStyle(document.querySelector('h1')!);
    return {
      count: jakarta.length,
      weight: jakarta[0]?.weight,
      status: jakarta[0]?.status,
      display: jakarta[0]?.display,
      headingFamily: heading.fontFamily,
      headingWeight: heading.fontWeight,
      usedByHeading: document.fonts.check(`${heading.fontWeight} 32px ${jakarta[0]?.family}`),
    };
  });
  expect(face).toMatchObject({ count: 1, weight: '400 800', status: 'loaded', display: 'optional' });
  expect(face.headingFamily).toMatch(/jakarta/i);
  expect(face.usedByHeading).toBe(true);
  expect(Number(face.headingWeight)).toBeGreaterThanOrEqual(400);

  expect(fonts).toHaveLength(1);
  const [font] = fonts;
  expect(new URL(font!.url()).origin).toBe(new URL(baseURL!).origin);
  // Fontsource's whole Latin file is 27.3 KB; the cut is 19.9 KB.
  expect((await font!.body()).length).toBeLessThan(21_000);
});
