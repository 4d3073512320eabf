// A visitor's journey on a build with Plausible configured, counted by a stand-in Plausible server: the pageviews and
// the four events, each once, with the page's path, language and pair, and nothing the visitor typed.
import assert from 'node:assert/strict';

/** @import { Browser, Page } from '@playwright/test' */
/** @import { ReceivedEvent } from '../stand-in/plausible.mjs' */

const TYPED = {
  amount: '4321',
  name: 'Ngozi Typedname',
  email: `typed.${Date.now()}@example.com`,
  target: '1987',
};

const storageRoutes = ['/', '/fr', '/privacy-policy', '/fr/terms', '/convert', '/convert/usd-to-ngn', '/app'];

/** @param {ReceivedEvent[]} events @param {string} name */
const named = (events, name) => events.filter((event) => event.body.n === name);

async function useConverter(/** @type {Page} */ page) {
  const amount = page.getByRole('textbox', { name: 'You send' }).first();
  await amount.fill(TYPED.amount);
  await amount.fill(`${TYPED.amount}0`);
}

async function joinWaitlist(/** @type {Page} */ page) {
  await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(TYPED.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(TYPED.email);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+234 803 123 4567');
  await dialog.getByRole('button', { name: 'Join waitlist' }).click();
  await dialog.getByText('Information received').waitFor();
}

async function setAlert(/** @type {Page} */ page, /** @type {string} */ baseUrl) {
  await page.goto(`${baseUrl}/convert/usd-to-ngn`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Set alert' }) });
  await form.getByLabel('Email').fill(TYPED.email);
  await form.getByLabel('Target rate').fill(TYPED.target);
  await form.getByRole('button', { name: 'Set alert' }).click();
  await page.waitForURL(/\/alerts\/sent\?pair=usd-to-ngn$/);
}

/** No cookie, nothing stored, over the public pages. @param {Page} page @param {string} baseUrl */
async function checkNothingKept(page, baseUrl) {
  for (const route of storageRoutes) {
    const response = await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    assert.equal(await response?.headerValue('set-cookie'), null, route);
    const kept = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    assert.deepEqual(kept, [], route);
  }
  assert.deepEqual(await page.context().cookies(), []);
}

/**
 * @param {{ browser: Browser, baseUrl: string,
 *   plausible: Awaited<ReturnType<typeof import('../stand-in/plausible.mjs').startPlausibleStandIn>> }} options
 */
export async function checkAnalyticsJourney({ browser, baseUrl, plausible }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {string[]} */
  const foreignScripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(baseUrl))
      foreignScripts.push(request.url());
  });
  try {
    const landing = await page.goto(`${baseUrl}/?utm_source=newsletter&utm_campaign=launch`);
    const policy = (await landing?.headerValue('content-security-policy')) ?? '';
    assert.match(policy, new RegExp(`connect-src 'self' ${plausible.origin};`));
    await plausible.waitForEvent((event) => event.body.n === 'pageview' && event.body.p?.path === '/');
    await useConverter(page);
    await joinWaitlist(page);
    await plausible.waitForEvent((event) => event.body.n === 'Waitlist sign-up');
    await page.goto(`${baseUrl}/fr/convert/usd-to-ngn`);
    await plausible.waitForEvent((event) => event.body.n === 'pageview' && event.body.p?.language === 'fr');
    await setAlert(page, baseUrl);
    await plausible.waitForEvent((event) => event.body.n === 'Alert set');
    await checkNothingKept(page, baseUrl);
  } finally {
    await context.close();
  }
  assert.deepEqual(foreignScripts, [], 'every script comes from our origin');
  checkEvents(plausible.events(), baseUrl);
}

/** @param {ReceivedEvent[]} events @param {string} baseUrl */
function checkEvents(events, baseUrl) {
  const landing = named(events, 'pageview').find((event) => event.body.p?.path === '/');
  assert.equal(landing?.body.u, `${baseUrl}/?utm_source=newsletter&utm_campaign=launch`);
  assert.deepEqual(landing?.body.p, { path: '/', language: 'en' });
  assert.equal(landing?.body.d, 'tuma.test');
  const french = named(events, 'pageview').find((event) => event.body.p?.language === 'fr');
  assert.deepEqual(french?.body.p, { path: '/fr/convert/usd-to-ngn', language: 'fr', pair: 'USD/NGN' });

  for (const name of ['Converter used', 'Waitlist opened', 'Waitlist sign-up', 'Alert set'])
    assert.equal(
      named(events, name).length,
      1,
      `${name} once: ${JSON.stringify(events.map((e) => e.body.n))}`,
    );
  const [converter] = named(events, 'Converter used');
  // The converter writes its state into the address; only the path and the campaign tags may leave.
  assert.match(
    converter?.body.u ?? '',
    new RegExp(`^${baseUrl}/(\\?utm_source=newsletter&utm_campaign=launch)?$`),
  );
  assert.match(converter?.body.p?.pair ?? '', /^[A-Z]{3}\/[A-Z]{3}$/);
  assert.deepEqual(named(events, 'Waitlist sign-up')[0]?.body.p, { path: '/', language: 'en' });
  const [alert] = named(events, 'Alert set');
  assert.equal(alert?.body.u, `${baseUrl}/alerts/sent`);
  assert.deepEqual(alert?.body.p, { path: '/alerts/sent', language: 'en', pair: 'USD/NGN' });

  for (const event of events) {
    for (const typed of Object.values(TYPED))
      assert.ok(!event.raw.includes(typed), `${typed} in ${event.raw}`);
    assert.equal(event.headers.cookie, undefined);
  }
}
