/** @jest-environment node */
import { checkBuildEnv } from '@/lib/config/check-build-env';

describe('checkBuildEnv (next.config.ts, production builds)', () => {
  it('refuses a build without a site URL, naming NEXT_PUBLIC_SITE_URL and the Vercel stand-in', () => {
    expect(() => checkBuildEnv({})).toThrow(/^ {2}NEXT_PUBLIC_SITE_URL: required for a production build/m);
    expect(() => checkBuildEnv({ NEXT_PUBLIC_SITE_URL: ' ' })).toThrow(/VERCEL_PROJECT_PRODUCTION_URL/);
  });

  it('refuses a site URL that is not an http(s) URL', () => {
    for (const bad of ['tuma.example', 'ftp://tuma.example', 'https://'])
      expect(() => checkBuildEnv({ NEXT_PUBLIC_SITE_URL: bad })).toThrow(
        /^ {2}NEXT_PUBLIC_SITE_URL: not an http\(s\) URL/m,
      );
  });

  it("accepts NEXT_PUBLIC_SITE_URL, or on Vercel the project's production host name", () => {
    expect(() => checkBuildEnv({ NEXT_PUBLIC_SITE_URL: 'https://tuma.example' })).not.toThrow();
    expect(() => checkBuildEnv({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })).not.toThrow();
    expect(() => checkBuildEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app' })).not.toThrow();
  });

  it('refuses a Vercel production URL that is not a bare host name', () => {
    expect(() => checkBuildEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'https://tuma.vercel.app' })).toThrow(
      /^ {2}VERCEL_PROJECT_PRODUCTION_URL: not a bare host name/m,
    );
  });

  it('asks for nothing read only at run time: the build machine may not have it', () => {
    expect(() =>
      checkBuildEnv({ NEXT_PUBLIC_SITE_URL: 'https://tuma.example', DATABASE_URL: undefined }),
    ).not.toThrow();
  });
});
