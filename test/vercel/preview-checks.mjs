// A preview built without a database, mail or secret: every page answers, and each feature that lacks its part says
// so where it would be.
import assert from 'node:assert/strict';

const routes = [
  '/',
  '/fr',
  '/privacy-policy',
  '/fr/terms',
  '/convert',
  '/convert/usd-to-ngn',
  '/fr/convert/usd-to-ngn',
  '/convert/usd-to-ngn/1y',
  '/?from=EUR&to=GHS&amount=5',
  '/alerts/new?pair=usd-to-ngn',
  '/alerts/sent?pair=usd-to-ngn',
  '/waitlist/confirm?token=0000000000000000000000000000000000000000000',
  '/app',
  '/api/rates',
  '/api/health',
  '/api/cron/rates',
  '/sitemap.xml',
];

/**
 * The forms a visitor could still post: the alert form (from a cached page) and the mails' buttons.
 * @type {[string, Record<string, string>][]}
 */
const posts = [
  ['/api/alerts', { pair: 'usd-to-ngn', email: 'ada@example.com', target: '1600', locale: 'en' }],
  ['/api/alerts/confirm', { token: '0'.repeat(43), locale: 'en' }],
  ['/api/waitlist/confirm', { token: '0'.repeat(43), locale: 'en' }],
];

/** @param {{ browser: import('@playwright/test').Browser, baseUrl: string }} options */
export async function checkPreview({ browser, baseUrl }) {
  for (const route of routes) {
    const response = await fetch(`${baseUrl}${route}`, { redirect: 'manual' });
    // The recorder says it is off (503, Vercel runs no cron on a preview); nothing fails.
    const expected = route === '/api/cron/rates' ? [503] : [200, 303, 307, 308];
    assert.ok(expected.includes(response.status), `${route} answered ${response.status}`);
  }
  for (const [route, fields] of posts) {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    assert.ok(response.status < 500, `POST ${route} answered ${response.status}`);
  }

  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/convert/usd-to-ngn`);
    await page.getByText('Rate alerts are not available on this preview.').waitFor();
    await page.goto(`${baseUrl}/fr/convert/usd-to-ngn`);
    await page.getByText('Les alertes de taux ne sont pas disponibles sur cette préversion.').waitFor();
    await page.goto(`${baseUrl}/alerts/new?pair=usd-to-ngn`);
    await page.getByText('Rate alerts are not available on this preview.').waitFor();

    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByText('The waitlist is not available on this preview.').waitFor();
    assert.equal(await dialog.getByRole('textbox').count(), 0, 'no form to fill in');
  } finally {
    await page.close();
  }
}
