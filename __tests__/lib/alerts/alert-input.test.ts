/** @jest-environment node */
import { equalsShownRate, parseAlertForm, parseTarget } from '@/lib/alerts/alert-input';

describe('parseTarget', () => {
  it('reads a rate as visitors type amounts, in each language', () => {
    expect(parseTarget('1,600.50', 'en')).toBe('1600.50');
    expect(parseTarget('1600.5', 'en')).toBe('1600.5');
    expect(parseTarget('1 600,50', 'fr')).toBe('1600.50');
    expect(parseTarget('1\u202f600,5', 'fr')).toBe('1600.5');
    // Phone keypads offer only '.': it is a decimal mark in French too.
    expect(parseTarget('0.00065', 'fr')).toBe('0.00065');
    expect(parseTarget('0012', 'en')).toBe('12');
    expect(parseTarget('12.', 'en')).toBe('12');
  });

  it('refuses what is not a positive rate, with a reason', () => {
    expect(parseTarget('', 'en')).toEqual({ error: 'required' });
    expect(parseTarget('   ', 'fr')).toEqual({ error: 'required' });
    expect(parseTarget('0', 'en')).toEqual({ error: 'invalid' });
    expect(parseTarget('-5', 'en')).toEqual({ error: 'invalid' });
    expect(parseTarget('1e5', 'en')).toEqual({ error: 'invalid' });
    expect(parseTarget('abc', 'en')).toEqual({ error: 'invalid' });
    expect(parseTarget('1234567890123456', 'en')).toEqual({ error: 'invalid' });
    expect(parseTarget('1'.repeat(40), 'en')).toEqual({ error: 'tooLong' });
  });
});

describe('parseAlertForm', () => {
  const form = { email: ' Ada@Example.com ', target: '1600', pair: 'usd-to-ngn', locale: 'en', website: '' };

  it('answers undefined for a pair or language of no page of ours', () => {
    expect(parseAlertForm({ ...form, pair: 'usd-to-xyz' })).toBeUndefined();
    expect(parseAlertForm({ ...form, locale: 'de' })).toBeUndefined();
  });

  it('gives each field its error and keeps the typed target', () => {
    expect(parseAlertForm({ ...form, email: 'nope', target: '' })).toEqual({
      ok: false,
      pair: { from: 'USD', to: 'NGN' },
      locale: 'en',
      target: '',
      fieldErrors: { email: 'invalid', target: 'required' },
    });
    expect(parseAlertForm(form)).toEqual({
      ok: true,
      request: {
        email: 'ada@example.com',
        pair: { from: 'USD', to: 'NGN' },
        target: '1600',
        locale: 'en',
        trap: false,
      },
    });
    expect(parseAlertForm({ ...form, website: 'x' })).toMatchObject({ ok: true, request: { trap: true } });
  });
});

describe('equalsShownRate', () => {
  it('compares as the site writes rates', () => {
    const pair = { from: 'USD', to: 'NGN' } as const;
    expect(equalsShownRate(1500.004, 1500, pair)).toBe(true);
    expect(equalsShownRate(1500.01, 1500, pair)).toBe(false);
    const back = { from: 'NGN', to: 'USD' } as const;
    expect(equalsShownRate(0.00066671, 1 / 1500, back)).toBe(true);
    expect(equalsShownRate(0.00067, 1 / 1500, back)).toBe(false);
  });
});
