/** @jest-environment node */
import { readSiteUrl } from '@/lib/config/site-url';

describe('readSiteUrl', () => {
  it('reads NEXT_PUBLIC_SITE_URL without its trailing slash', () => {
    expect(readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://tuma.example/' })).toBe('https://tuma.example');
  });

  it('falls back to https:// and VERCEL_PROJECT_PRODUCTION_URL, a bare host name', () => {
    expect(readSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app' })).toBe('https://tuma.vercel.app');
  });

  it('prefers NEXT_PUBLIC_SITE_URL: the custom domain over the Vercel one', () => {
    expect(
      readSiteUrl({
        NEXT_PUBLIC_SITE_URL: 'https://tuma.example',
        VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app',
      }),
    ).toBe('https://tuma.example');
  });

  it('gives nothing when neither is set (blank counts as unset)', () => {
    expect(readSiteUrl({})).toBeUndefined();
    expect(readSiteUrl({ NEXT_PUBLIC_SITE_URL: '', VERCEL_PROJECT_PRODUCTION_URL: '  ' })).toBeUndefined();
  });

  it('throws naming the variable that holds something else', () => {
    expect(() => readSiteUrl({ NEXT_PUBLIC_SITE_URL: 'tuma.example' })).toThrow(/^NEXT_PUBLIC_SITE_URL: /);
    expect(() => readSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app/path' })).toThrow(
      /^VERCEL_PROJECT_PRODUCTION_URL: /,
    );
  });
});
