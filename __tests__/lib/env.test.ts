/** @jest-environment node */
import { readCacheSettings } from '@/lib/cache/cache-settings.mjs';
import { freshness } from '@/lib/cache/freshness.mjs';
import { parseEnv } from '@/lib/config/env-schema';

const provider = { RATES_API_KEY: 'key', RATES_API_TENANT: 'tenant' };
const productionServer = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db.internal:5432/tuma' };

/** The message parseEnv throws for `source`, or '' when it accepts it. */
function problems(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('parseEnv', () => {
  it('accepts an empty environment: every integration falls back to sample data', () => {
    const env = parseEnv({});
    expect(env.RATES_API_BASE_URL).toBeUndefined();
    expect(env.REVIEWS_API_BASE_URL).toBe('https://widget.trustpilot.com');
  });

  it('takes CRON_SECRET as optional (recording off) and refuses one too short to guess-proof, without echoing it', () => {
    expect(parseEnv({}).CRON_SECRET).toBeUndefined();
    expect(parseEnv({ CRON_SECRET: ' 0123456789abcdef ' }).CRON_SECRET).toBe('0123456789abcdef');
    const message = problems({ CRON_SECRET: 'short-secret' });
    expect(message).toMatch(/CRON_SECRET: must be at least 16 characters/);
    expect(message).not.toContain('short-secret');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ RATES_API_BASE_URL: '  ', DATABASE_URL: '' }).RATES_API_BASE_URL).toBeUndefined();
  });

  it('names the key and tenant when the provider URL is set without them', () => {
    expect(() => parseEnv({ RATES_API_BASE_URL: 'https://api.example.com' })).toThrow(
      /RATES_API_KEY.*RATES_API_TENANT/s,
    );
  });

  it('rejects a provider URL that is not http(s)', () => {
    expect(() => parseEnv({ RATES_API_BASE_URL: 'ftp://x', ...provider })).toThrow(/RATES_API_BASE_URL/);
  });

  it('accepts a complete provider configuration and a PostgreSQL URL', () => {
    const env = parseEnv({
      RATES_API_BASE_URL: 'https://api.example.com',
      ...provider,
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
    });
    expect(env.RATES_API_TENANT).toBe('tenant');
  });

  it('reads the configuration cache window in whole seconds, within 1 s to 1 h', () => {
    expect(parseEnv({}).RATES_CONFIG_TTL_SECONDS).toBeUndefined();
    expect(parseEnv({ RATES_CONFIG_TTL_SECONDS: '5' }).RATES_CONFIG_TTL_SECONDS).toBe(5);
    for (const bad of ['0', '1.5', '3601', 'soon']) {
      expect(() => parseEnv({ RATES_CONFIG_TTL_SECONDS: bad })).toThrow(/RATES_CONFIG_TTL_SECONDS/);
    }
  });

  it('reads the shelf life of the rates in whole seconds, within 1 s and the lifetime of a cache entry', () => {
    const lifetime = String(freshness.entryLifetimeSeconds);
    expect(parseEnv({}).RATES_MAX_AGE_SECONDS).toBeUndefined();
    expect(parseEnv({ RATES_MAX_AGE_SECONDS: '3' }).RATES_MAX_AGE_SECONDS).toBe(3);
    expect(parseEnv({ RATES_MAX_AGE_SECONDS: lifetime }).RATES_MAX_AGE_SECONDS).toBe(Number(lifetime));
    for (const bad of ['0', '1.5', String(Number(lifetime) + 1), 'a day']) {
      expect(() => parseEnv({ RATES_MAX_AGE_SECONDS: bad })).toThrow(/RATES_MAX_AGE_SECONDS/);
    }
  });
});

describe('the waitlist limits', () => {
  it('default to a carrier gateway’s share of a launch, under a ceiling over all addresses', () => {
    const env = parseEnv({});
    expect(env.WAITLIST_LIMIT_PER_ADDRESS).toBeGreaterThanOrEqual(100);
    expect(env.WAITLIST_LIMIT_TOTAL).toBeGreaterThan(env.WAITLIST_LIMIT_PER_ADDRESS);
    expect(env.WAITLIST_LIMIT_PER_EMAIL).toBeGreaterThanOrEqual(1);
    expect(env.WAITLIST_LIMIT_PER_PHONE).toBeGreaterThanOrEqual(1);
  });

  it('can be raised for a launch push, as whole positive numbers', () => {
    const env = parseEnv({
      WAITLIST_LIMIT_PER_ADDRESS: '2000',
      WAITLIST_LIMIT_TOTAL: '20000',
      WAITLIST_LIMIT_PER_EMAIL: ' ',
    });
    expect([env.WAITLIST_LIMIT_PER_ADDRESS, env.WAITLIST_LIMIT_TOTAL]).toEqual([2000, 20000]);
    expect(env.WAITLIST_LIMIT_PER_EMAIL).toBe(parseEnv({}).WAITLIST_LIMIT_PER_EMAIL);
    for (const name of ['WAITLIST_LIMIT_PER_EMAIL', 'WAITLIST_LIMIT_PER_PHONE', 'WAITLIST_LIMIT_TOTAL'])
      for (const bad of ['0', '-1', '2.5', 'many'])
        expect(problems({ [name]: bad })).toContain(`  ${name}: `);
  });

  it('refuses a per-address limit above the ceiling, which could then never act', () => {
    expect(problems({ WAITLIST_LIMIT_PER_ADDRESS: '500', WAITLIST_LIMIT_TOTAL: '400' })).toMatch(
      /^ {2}WAITLIST_LIMIT_PER_ADDRESS: must not exceed WAITLIST_LIMIT_TOTAL/m,
    );
  });
});

describe('DATABASE_URL in production', () => {
  it('is required by a production server, with `npm run demo` named as the way to run without one', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toMatch(/^ {2}DATABASE_URL: required in production/m);
    expect(message).toContain('npm run demo');
  });

  it('is not required by `next build`, which runs with NODE_ENV=production but never serves', () => {
    expect(problems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBe('');
  });

  it('is not required in development or tests', () => {
    expect(problems({ NODE_ENV: 'development' })).toBe('');
    expect(problems({ NODE_ENV: 'test' })).toBe('');
  });

  it('is not required by a Vercel preview, which runs each feature without its part', () => {
    expect(problems({ NODE_ENV: 'production', VERCEL_ENV: 'preview' })).toBe('');
    expect(problems({ NODE_ENV: 'production', VERCEL_ENV: 'production' })).toMatch(/^ {2}DATABASE_URL: /m);
  });

  it('needs a direct DATABASE_URL_UNPOOLED beside a transaction pooler, for the migrations’ session lock', () => {
    const pooled = 'postgresql://u:p@ep-cool-1-pooler.eu-central-1.aws.neon.tech/neondb';
    expect(problems({ ...productionServer, DATABASE_URL: pooled })).toMatch(
      /^ {2}DATABASE_URL_UNPOOLED: required/m,
    );
    expect(
      problems({
        ...productionServer,
        DATABASE_URL: pooled,
        DATABASE_URL_UNPOOLED: 'postgresql://u:p@ep-cool-1.eu-central-1.aws.neon.tech/neondb',
      }),
    ).toBe('');
  });

  it('must be a PostgreSQL URL when set', () => {
    expect(problems({ NODE_ENV: 'production', DATABASE_URL: 'mysql://u@h/db' })).toMatch(
      /^ {2}DATABASE_URL: /m,
    );
    expect(problems(productionServer)).toBe('');
  });
});

describe('RATES_API_BASE_URL transport', () => {
  it.each([
    'http://localhost:4010',
    'http://127.0.0.1:4010',
    'http://127.8.9.10',
    'http://127.1:4010',
    'http://[::1]:4010',
  ])('allows plain http on loopback: %s', (url) => {
    expect(problems({ ...productionServer, RATES_API_BASE_URL: url, ...provider })).toBe('');
  });

  it.each([
    'http://example.com',
    'http://api.example.com/v1',
    'http://10.0.0.5',
    'http://128.0.0.1',
    'http://localhost.example.com',
    'http://[::2]',
  ])('refuses plain http anywhere else, naming the variable: %s', (url) => {
    const message = problems({ RATES_API_BASE_URL: url, ...provider });
    expect(message).toMatch(/^ {2}RATES_API_BASE_URL: must be an https:\/\/ URL/m);
    expect(message).not.toContain(url);
  });

  it('accepts https anywhere', () => {
    expect(
      problems({ ...productionServer, RATES_API_BASE_URL: 'https://api.example.com', ...provider }),
    ).toBe('');
  });

  it('is checked by the build too: the build calls the provider with the key', () => {
    const message = problems({
      NODE_ENV: 'production',
      NEXT_PHASE: 'phase-production-build',
      RATES_API_BASE_URL: 'http://example.com',
      ...provider,
    });
    expect(message).toMatch(/RATES_API_BASE_URL/);
  });
});

describe('the message', () => {
  it('lists every problem at once, one line each, starting with its variable', () => {
    const message = problems({
      NODE_ENV: 'production',
      RATES_API_BASE_URL: 'http://example.com',
      RATES_CONFIG_TTL_SECONDS: 'soon',
    });
    const lines = message.split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'RATES_API_BASE_URL',
      'RATES_API_KEY',
      'RATES_API_TENANT',
      'RATES_CONFIG_TTL_SECONDS',
    ]);
  });

  it('never repeats a value: some are secrets', () => {
    const message = problems({ NODE_ENV: 'production', DATABASE_URL: 'mysql://user:s3cret@h/db' });
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toContain('s3cret');
  });
});

describe('the cache handler settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are published from the parsed environment when lib/env.ts loads, for the handler Next loads on its own', async () => {
    process.env = {
      ...saved,
      REDIS_URL: 'redis://127.0.0.1:6390',
      SKIP_KEYSPACE_CONFIG_CHECK: 'true',
      NEXT_PHASE: 'phase-production-server',
    };
    jest.resetModules();
    await import('@/lib/env');
    expect(readCacheSettings()).toEqual({
      redisUrl: 'redis://127.0.0.1:6390',
      isBuild: false,
      skipKeyspaceCheck: true,
    });

    process.env = { ...saved, REDIS_URL: '', NEXT_PHASE: 'phase-production-build' };
    jest.resetModules();
    await import('@/lib/env');
    expect(readCacheSettings()).toEqual({ redisUrl: undefined, isBuild: true, skipKeyspaceCheck: false });
  });
});
