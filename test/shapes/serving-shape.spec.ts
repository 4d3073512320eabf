import { randomUUID } from 'node:crypto';

import { recipientGets, openConverter, reachConverter, youSend } from '@/e2e/support/converter';
import { expectInteractive, watchPolicy } from '@/e2e/support/policy';

import { expect, test } from './fixtures';

// Every route of the last build, in the shape this project serves it (playwright.shapes.config.ts), through each of
// its fronts, must give its own status: no redirect loop (Next ≥ 16.2.6 with next-intl's rewrite:
// vercel/next.js#94745), no 500. Then a visitor's journey in Chromium: a shape whose rewrite or policy is wrong shows
// up there as a page that loads but never hydrates. The server's log must hold no error (fixtures.ts).

const notFound = { en: 'find that page', fr: 'trouvé cette page' };

/** [path, status, text the body must hold]. */
const routes: [path: string, status: number, text: string][] = [
  ['/', 200, '<h1'],
  ['/fr', 200, 'lang="fr"'],
  ['/?from=EUR&to=GHS&amount=100', 200, '<h1'],
  ['/fr?from=EUR&to=GHS&amount=100', 200, 'lang="fr"'],
  ['/terms', 200, '<h1'],
  ['/fr/terms', 200, 'lang="fr"'],
  ['/privacy-policy', 200, '<h1'],
  ['/fr/privacy-policy', 200, 'lang="fr"'],
  ['/app', 200, '<h1'],
  ['/fr/app', 200, 'lang="fr"'],
  ['/convert', 200, '<h1'],
  ['/convert/usd-to-ngn', 200, '<h1'],
  ['/fr/convert/eur-to-xof', 200, 'lang="fr"'],
  ['/nope', 404, notFound.en],
  ['/fr/nope', 404, notFound.fr],
  ['/missing-file.png', 404, notFound.en],
  ['/sitemap.xml', 200, '<urlset'],
  ['/robots.txt', 200, 'Sitemap:'],
  ['/manifest.webmanifest', 200, '"icons"'],
  ['/api/rates', 200, '"pairs"'],
  ['/api/rates/competitors?from=USD&to=NGN', 200, '"competitors"'],
  ['/api/rates/competitors?from=USD', 400, 'issues'],
  ['/_next/image?url=%2Fbrand%2Fapp-icon-512.png&w=640&q=75', 200, ''],
  ['/admin', 307, ''],
  ['/admin/sign-in', 200, 'Email me a sign-in link'],
  ['/admin/downloads/signups.csv', 303, ''],
];

/** The pages whose og:image URLs are asked for, the way a crawler finds them. */
const pagesWithImages = ['/', '/fr', '/terms', '/fr/terms', '/convert/usd-to-ngn'];

/** The path of each og:image the page names (absolute URLs on NEXT_PUBLIC_SITE_URL, which is not this server). */
function imagePaths(html: string): string[] {
  return [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map(
    ([, url]) => new URL(url!.replaceAll('&amp;', '&')).pathname,
  );
}

test('every route answers its own status and body through each front', async ({ request, shapeServer }) => {
  for (const { label, baseURL, headers } of shapeServer.fronts) {
    await test.step(label, async () => {
      for (const [route, status, text] of routes) {
        // Unfollowed, so a redirect loop shows as its 3xx rather than as "too many redirects".
        const response = await request.get(`${baseURL}${route}`, { headers, maxRedirects: 0 });
        expect.soft(response.status(), `${label}: ${route}`).toBe(status);
        if (text && response.status() === status)
          expect.soft((await response.text()).includes(text), `${label}: ${route} holds ${text}`).toBe(true);
      }
    });
  }
});

test('the pages name at least 5 distinct OG images, each answering 200, through each front', async ({
  request,
  shapeServer,
}) => {
  for (const { label, baseURL, headers } of shapeServer.fronts) {
    await test.step(label, async () => {
      const images = new Set<string>();
      for (const route of pagesWithImages) {
        const response = await request.get(`${baseURL}${route}`, { headers, maxRedirects: 0 });
        expect.soft(response.status(), `${label}: ${route}`).toBe(200);
        imagePaths(await response.text()).forEach((image) => images.add(image));
      }
      expect.soft(images.size, `${label}: distinct og:image URLs`).toBeGreaterThanOrEqual(5);
      for (const image of images) {
        const response = await request.get(`${baseURL}${image}`, { headers, maxRedirects: 0 });
        expect.soft(response.status(), `${label}: ${image}`).toBe(200);
      }
    });
  }
});

test('a visitor converts both ways, opens a feature, joins the waitlist and follows links, with no CSP violation', async ({
  page,
  shape,
}) => {
  // The journey is the suite's slowest test: two page loads with hydration, a sign-up and two more pages.
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': shape.clientAddress });
  const watch = await watchPolicy(page);
  // Checked before each navigation: the violations are recorded per document.
  const expectNoViolation = async () => expect(await watch.violations()).toEqual([]);

  await test.step('the converter both ways, on the cached landing page', async () => {
    const landing = await page.goto('/#send-money');
    expect(landing?.status()).toBe(200);
    await reachConverter(page);
    await youSend(page).fill('200');
    await expect(recipientGets(page)).toHaveValue('297000');
    await recipientGets(page).fill('148500');
    await expect(youSend(page)).toHaveValue('100');
  });

  await test.step('a feature modal opens and closes', async () => {
    const opener = page.getByRole('button', { name: 'Learn more about currency swap' }).last();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const feature = page.getByRole('dialog', { name: 'Currency swap' });
    await expect(feature).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feature).toBeHidden();
  });

  await test.step('a waitlist sign-up', async () => {
    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Shape Smoke');
    await dialog
      .getByRole('textbox', { name: 'Email' })
      .fill(`shape.${randomUUID().slice(0, 8)}@example.com`);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+234 803 123 4567');
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(dialog.getByText('Information received')).toBeVisible({ timeout: 15_000 });
    await expectNoViolation();
  });

  // Rendered per request, with a nonce policy: a converter link, and a French page.
  await test.step('a converter link', async () => {
    await openConverter(page, '?from=EUR&to=GHS&amount=100');
    await expect(youSend(page)).toHaveValue('100');
    await expectInteractive(page);
    await expectNoViolation();
  });

  await test.step('a French pair page', async () => {
    await page.goto('/fr/convert/eur-to-xof');
    await expectInteractive(page);
    await expectNoViolation();
  });

  expect(watch.consoleProblems).toEqual([]);
});

test('the console: a mailed sign-in link, the overview and a download, through the outermost front', async ({
  page,
  shape,
  shapeServer,
  baseURL,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': shape.clientAddress });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Email').fill(shapeServer.admin);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('If this address may sign in');
  // The journey's waitlist confirmation goes to the same SMTP server.
  const signInMail = () =>
    shapeServer.smtp.messages().find((mail) => mail.envelopeTo.includes(shapeServer.admin));
  await expect.poll(() => Boolean(signInMail()), { timeout: 30_000 }).toBe(true);
  const link = new URL(/https?:\/\/\S+/.exec(signInMail()!.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((each) => each.name === 'tuma_console');
  // Secure where the browser came over https (nginx says so in X-Forwarded-Proto).
  expect(cookie).toMatchObject({ httpOnly: true, path: '/admin', secure: baseURL!.startsWith('https:') });
  const csv = await page.request.get('/admin/downloads/signups.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['cache-control']).toBe('private, no-store');
});
