import { expect, test } from '@playwright/test';

import { ANY_WIDTH } from './support/widths';

// The suite's own server has no mail and no ADMIN_EMAILS: the console is not there at all.
test(`every /admin path answers 404, private and noindex`, ANY_WIDTH, async ({ request }) => {
  for (const path of ['/admin', '/admin/sign-in', '/admin/downloads/signups.csv', '/admin/x/y']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect.soft(answer.status(), path).toBe(404);
    expect.soft(answer.headers()['cache-control'], path).toBe('private, no-store');
    expect.soft(answer.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const post = await request.post('/admin/sign-in', {
    multipart: { email: 'ops@tuma.test' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
});

test(`robots keep crawlers out and the sitemap leaves the console out`, ANY_WIDTH, async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

/** Words only console code would carry. */
const consoleMarkers = [
  'Email me a sign-in link',
  'Download sign-ups',
  'admin/sign-in',
  'tuma_console',
  'Look up',
];

test(
  `public pages carry no console code in their scripts, and set no cookie`,
  ANY_WIDTH,
  async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const path of ['/', '/fr', '/privacy-policy', '/convert/usd-to-ngn', '/nope']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const html = await (await request.get(path)).text();
      for (const marker of consoleMarkers)
        expect.soft(html.includes(marker), `${path} holds ${marker}`).toBe(false);
    }
    expect(scripts.size).toBeGreaterThan(3);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      for (const marker of consoleMarkers)
        expect.soft(body.includes(marker), `${url} holds ${marker}`).toBe(false);
    }
    expect(await page.context().cookies()).toEqual([]);
  },
);
