import { expect, type Page } from '@playwright/test';

// What tells a page that loads from a page that works: its Content-Security-Policy refused nothing, the console stayed
// clean, and a client island reacts (e2e/content-security-policy.desktop.spec.ts, test/shapes/).

export type Watch = { violations: () => Promise<string[]>; consoleProblems: string[] };

/** Records `securitypolicyviolation` events (from the first byte, via an init script) and console errors. */
export async function watchPolicy(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        ),
      true,
    );
  });
  const consoleProblems: string[] = [];
  // Documents the page navigated to: a 404 page's own status is the one expected "Failed to load resource". (Compared
  // with page.url(), the message can arrive before the URL is committed, which made this check flaky.)
  const documents = new Set<string>();
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.add(request.url());
  });
  page.on('console', (message) => {
    const text = message.text();
    if (documents.has(message.location().url) && text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /Content.Security.Policy|Permissions.Policy/i.test(text)) {
      consoleProblems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      consoleProblems.push(`response ${response.status()} ${response.url()}`);
  });
  return {
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    consoleProblems,
  };
}

/** The page has hydrated: a client island in the header (the menu or the store dropdown) reacts, in any language. */
export async function expectInteractive(page: Page) {
  const toggle = page.locator('header button[aria-expanded]:visible').first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
