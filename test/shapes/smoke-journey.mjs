// A visitor's journey in Chromium against one serving shape (test/shapes/smoke-shapes.mjs runs it on each): the converter
// both ways on the cached landing page, a feature modal, a waitlist sign-up, a converter link and a French pair page
// rendered per request, with no Content-Security-Policy violation and no console error on the way. A shape whose
// rewrite or policy is wrong shows up here as a page that loads but never hydrates.
/** @import { Browser, Page } from '@playwright/test' */
import { setTimeout as sleep } from 'node:timers/promises';

const PHONE = '+234 803 123 4567';

/**
 * Polls `read` until it gives `expected` (5 s), else throws with `what` and the last value.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} read
 * @param {T} expected
 */
async function until(what, read, expected) {
  let last;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    last = await read();
    if (last === expected) return;
    await sleep(100);
  }
  throw new Error(`${what}: ${JSON.stringify(last)}, expected ${JSON.stringify(expected)}`);
}

/**
 * The page has hydrated: a header island (the menu or the store dropdown) opens when clicked.
 * @param {Page} page
 * @param {string} label
 */
async function expectInteractive(page, label) {
  const toggle = page.locator('header button[aria-expanded]:visible').first();
  await toggle.click();
  await until(
    `${label}: the header toggle after a click`,
    () => toggle.getAttribute('aria-expanded'),
    'true',
  );
}

/**
 * Runs the journey against `base` in a fresh context. `clientAddress` goes in x-forwarded-for, so each shape's sign-up
 * counts against its own rate-limit bucket. Resolves to a list of problems (empty when all went well).
 * @param {Browser} browser
 * @param {string} base
 * @param {{ clientAddress: string; email: string }} visitor
 * @returns {Promise<string[]>}
 */
export async function journey(browser, base, { clientAddress, email }) {
  const context = await browser.newContext({
    baseURL: base,
    // Behind nginx, TLS uses a certificate made for the run.
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
  /** @type {string[]} */
  const problems = [];
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text()))
      problems.push(`console ${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  try {
    const landing = await page.goto('/#send-money');
    if (landing?.status() !== 200) problems.push(`/: ${landing?.status()}`);
    const youSend = page.getByRole('textbox', { name: 'You send' });
    const recipientGets = page.getByRole('textbox', { name: 'Recipient gets' });
    await page.getByRole('button', { name: /^Currency you send:/ }).waitFor();
    await youSend.fill('200');
    await until('/: Recipient gets for 200 USD', () => recipientGets.inputValue(), '297000');
    await recipientGets.fill('148500');
    await until('/: You send for 148500 NGN', () => youSend.inputValue(), '100');

    const opener = page.getByRole('button', { name: 'Learn more about currency swap' }).last();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const feature = page.getByRole('dialog', { name: 'Currency swap' });
    await feature.waitFor();
    await page.keyboard.press('Escape');
    await feature.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Shape Smoke');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(PHONE);
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await dialog.getByText('Information received').waitFor({ timeout: 15_000 });

    // Rendered per request, with a nonce policy: a converter link, and a French page.
    await page.goto('/?from=EUR&to=GHS&amount=100#send-money');
    await until('converter link: You send', () => youSend.inputValue(), '100');
    await expectInteractive(page, '/?from=EUR&to=GHS&amount=100');
    await page.goto('/fr/convert/eur-to-xof');
    await expectInteractive(page, '/fr/convert/eur-to-xof');
  } catch (error) {
    problems.push(`${page.url()}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  } finally {
    await context.close();
  }
  return problems;
}
