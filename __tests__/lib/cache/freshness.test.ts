/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { freshness } from '@/lib/cache/freshness.mjs';

// Next takes a segment's `revalidate` only as a literal number, so those files cannot import the owner's value.
const root = path.resolve(__dirname, '../../..');

function routeFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const withRevalidate = routeFiles('app').flatMap((file) => {
  const source = readFileSync(path.join(root, file), 'utf8');
  const values = [...source.matchAll(/^export const revalidate = (.+);$/gm)].map(([, value]) => value);
  return values.length > 0 ? [{ file, values }] : [];
});

describe('freshness', () => {
  it('finds the pages that declare how often they are regenerated', () => {
    expect(withRevalidate.map(({ file }) => file).sort()).toEqual([
      'app/[locale]/(landing)/page.tsx',
      'app/[locale]/(site)/convert/[pair]/[period]/page.tsx',
      'app/[locale]/(site)/convert/[pair]/page.tsx',
      'app/[locale]/(site)/convert/page.tsx',
      'app/sitemap.ts',
    ]);
  });

  it.each(withRevalidate)('$file regenerates as often as freshness.pageSeconds says', ({ values }) => {
    expect(values).toEqual([String(freshness.pageSeconds)]);
  });

  it('regenerates a page at least as often as the rates it shows may change', () => {
    expect(freshness.pageSeconds).toBeLessThanOrEqual(freshness.ratesSeconds);
  });
});
