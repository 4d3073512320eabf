/** @jest-environment node */
import { parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('accepts an empty environment: every integration falls back to sample data', () => {
    const env = parseEnv({});
    expect(env.RATES_API_BASE_URL).toBeUndefined();
    expect(env.REVIEWS_API_BASE_URL).toBe('https://widget.trustpilot.com');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ RATES_API_BASE_URL: '  ', DATABASE_URL: '' }).RATES_API_BASE_URL).toBeUndefined();
  });

  it('names the key and tenant when the provider URL is set without them', () => {
    expect(() => parseEnv({ RATES_API_BASE_URL: 'https://api.example.com' })).toThrow(/RATES_API_KEY.*RATES_API_TENANT/);
  });

  it('rejects a provider URL that is not http(s)', () => {
    expect(() => parseEnv({ RATES_API_BASE_URL: 'ftp://x', RATES_API_KEY: 'k', RATES_API_TENANT: 't' })).toThrow(
      /RATES_API_BASE_URL/,
    );
  });

  it('accepts a complete provider configuration and a PostgreSQL URL', () => {
    const env = parseEnv({
      RATES_API_BASE_URL: 'https://api.example.com',
      RATES_API_KEY: 'key',
      RATES_API_TENANT: 'tenant',
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
});
