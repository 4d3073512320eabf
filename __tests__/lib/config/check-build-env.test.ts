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

  it('lets a Vercel preview build without a site URL: a preview is no canonical page', () => {
    expect(() => checkBuildEnv({ VERCEL: '1', VERCEL_ENV: 'preview' })).not.toThrow();
  });

  it('refuses Plausible settings that are half there or malformed, in every build, naming each', () => {
    const site = { NEXT_PUBLIC_SITE_URL: 'https://tuma.example' };
    expect(() => checkBuildEnv({ ...site, NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example' })).toThrow(
      /^ {2}NEXT_PUBLIC_PLAUSIBLE_HOST: required with NEXT_PUBLIC_PLAUSIBLE_DOMAIN$/m,
    );
    expect(() =>
      checkBuildEnv({
        ...site,
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example',
        NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://stats.example',
      }),
    ).toThrow(/^ {2}NEXT_PUBLIC_PLAUSIBLE_HOST: must be https:/m);
    expect(() =>
      checkBuildEnv({
        ...site,
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example',
        NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io',
      }),
    ).not.toThrow();
  });

  it('asks for nothing read only at run time: the build machine may not have it', () => {
    expect(() =>
      checkBuildEnv({ NEXT_PUBLIC_SITE_URL: 'https://tuma.example', DATABASE_URL: undefined }),
    ).not.toThrow();
  });

  describe('on Vercel, a production build checks the server settings as a production start does', () => {
    const complete = {
      VERCEL: '1',
      VERCEL_ENV: 'production',
      VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app',
      DATABASE_URL:
        'postgresql://user:pass@ep-cool-1-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require',
      DATABASE_URL_UNPOOLED:
        'postgresql://user:pass@ep-cool-1.eu-central-1.aws.neon.tech/neondb?sslmode=require',
      CRON_SECRET: 'a'.repeat(64),
    };
    const problems = (source: Record<string, string | undefined>) => {
      try {
        checkBuildEnv(source);
        return [];
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(':')[0]);
      }
    };

    it('passes with every setting', () => {
      expect(problems(complete)).toEqual([]);
      expect(
        problems({ ...complete, SMTP_URL: 'smtps://u:p@smtp.example.com', MAIL_FROM: 'Tuma <a@b.example>' }),
      ).toEqual([]);
    });

    it('names each missing or bad setting on a line of its own', () => {
      expect(problems({ ...complete, DATABASE_URL: undefined, DATABASE_URL_UNPOOLED: undefined })).toEqual([
        'DATABASE_URL',
      ]);
      expect(problems({ ...complete, DATABASE_URL_UNPOOLED: undefined })).toEqual(['DATABASE_URL_UNPOOLED']);
      expect(problems({ ...complete, DATABASE_URL: 'mysql://db.example/tuma' })).toEqual(['DATABASE_URL']);
      expect(problems({ ...complete, CRON_SECRET: 'a'.repeat(20) })).toEqual(['CRON_SECRET']);
      expect(problems({ ...complete, SMTP_URL: 'smtps://smtp.example.com' })).toEqual(['MAIL_FROM']);
      expect(problems({ ...complete, TRUSTED_PROXY_HOPS: 'many' })).toEqual(['TRUSTED_PROXY_HOPS']);
      expect(problems({ VERCEL: '1', VERCEL_ENV: 'production' }).sort()).toEqual([
        'CRON_SECRET',
        'DATABASE_URL',
        'NEXT_PUBLIC_SITE_URL',
      ]);
    });

    it('lets a preview build without a database or mail through', () => {
      expect(
        problems({ VERCEL: '1', VERCEL_ENV: 'preview', VERCEL_PROJECT_PRODUCTION_URL: 'tuma.vercel.app' }),
      ).toEqual([]);
    });
  });
});
