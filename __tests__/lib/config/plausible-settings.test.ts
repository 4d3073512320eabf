/** @jest-environment node */
import {
  hasPlausibleSettings,
  plausibleProblem,
  readPlausibleSettings,
} from '@/lib/config/plausible-settings';

describe('readPlausibleSettings', () => {
  it('is off with neither, and reads the domain and the origin with both', () => {
    expect(readPlausibleSettings({})).toBeUndefined();
    expect(
      readPlausibleSettings({
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: ' Tuma.Example ',
        NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io/',
      }),
    ).toEqual({ domain: 'tuma.example', origin: 'https://plausible.io' });
  });

  it('takes http:// on loopback only (a test or a demo), https:// elsewhere', () => {
    const domain = { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example' };
    expect(
      readPlausibleSettings({ ...domain, NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://127.0.0.1:8000' })?.origin,
    ).toBe('http://127.0.0.1:8000');
    expect(plausibleProblem({ ...domain, NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://stats.tuma.example' })).toEqual({
      variable: 'NEXT_PUBLIC_PLAUSIBLE_HOST',
      message: 'must be https:// (http:// only on loopback)',
    });
  });

  it.each([
    [{ NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io' }, 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN'],
    [{ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example' }, 'NEXT_PUBLIC_PLAUSIBLE_HOST'],
    [
      {
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'https://tuma.example',
        NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io',
      },
      'NEXT_PUBLIC_PLAUSIBLE_DOMAIN',
    ],
    [
      {
        NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example',
        NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io/api/event',
      },
      'NEXT_PUBLIC_PLAUSIBLE_HOST',
    ],
    [
      { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'tuma.example', NEXT_PUBLIC_PLAUSIBLE_HOST: 'plausible.io' },
      'NEXT_PUBLIC_PLAUSIBLE_HOST',
    ],
  ])('names the variable at fault in %j', (source, variable) => {
    expect(plausibleProblem(source)?.variable).toBe(variable);
    expect(() => readPlausibleSettings(source)).toThrow(new RegExp(`^${variable}: `));
    expect(hasPlausibleSettings(source)).toBe(false);
  });
});
