import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { CRON_SECRET_SENTINEL, KEY_SENTINEL, STAND_IN_URL, TENANT_SENTINEL } from '@/test/support/env.mjs';
import { ANY_WIDTH } from './support/widths';

// The app under test runs with these sentinels as its provider key and tenant, and the recorder's secret
// (test/support/env.mjs).
const secrets = [KEY_SENTINEL, TENANT_SENTINEL, STAND_IN_URL, CRON_SECRET_SENTINEL];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no provider secret is in any file the browser can download (.next/static)', ANY_WIDTH, () => {
  const files = filesUnder(join(process.env.NEXT_DIST_DIR ?? '.next', 'static'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

for (const path of [
  '/',
  '/?from=EUR&to=XOF&amount=5',
  '/terms',
  '/fr',
  '/api/rates',
  '/api/rates/competitors?from=USD&to=NGN',
  '/api/rates/competitors?from=USD&to=KES',
  '/api/cron/rates',
  '/convert/usd-to-ngn',
  '/convert/usd-to-ngn/1y',
  '/nope',
]) {
  test(`no provider secret in the body or headers of ${path}`, ANY_WIDTH, async ({ request }) => {
    const response = await request.get(path);
    const text = `${JSON.stringify(response.headersArray())}\n${await response.text()}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
}

test('no provider secret in anything a visiting browser receives', ANY_WIDTH, async ({ page }) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    seen.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await page.getByRole('button', { name: /^Currency recipient gets:/ }).click();
  await page.getByRole('option', { name: /GHS/ }).click();
  await expect(page.getByRole('region', { name: 'COMPARE RATES %' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.length).toBeGreaterThan(3);
  for (const chunk of seen) for (const secret of secrets) expect(chunk).not.toContain(secret);
});
