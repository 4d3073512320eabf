// Dev tool: full-page screenshots of the running site at phone, tablet and desktop widths.
// Usage: node test/screenshots.mjs [baseURL] [path ...]   (writes .bench/screens/*.png)
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = [360, 768, 1280];
const out = '.bench/screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const path of paths.length ? paths : ['/', '/privacy-policy', '/terms']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
    await page.close();
  }
}
await browser.close();
