/** @jest-environment node */
import { cleanReferrer, cleanUrl, isConsolePath } from '@/lib/analytics/clean-url';

describe('cleanUrl', () => {
  it('keeps the origin, the path and the campaign tags, nothing a visitor typed', () => {
    expect(
      cleanUrl('https://tuma.example/?from=USD&to=NGN&amount=4321&utm_source=news&utm_campaign=launch#x'),
    ).toBe('https://tuma.example/?utm_source=news&utm_campaign=launch');
    expect(cleanUrl('https://tuma.example/alerts/new?pair=usd-to-ngn&target=1987&email-error=invalid')).toBe(
      'https://tuma.example/alerts/new',
    );
  });
});

describe('cleanReferrer', () => {
  it('drops the query of the page the visitor came from, and what is not a URL', () => {
    expect(cleanReferrer('https://tuma.example/?amount=4321')).toBe('https://tuma.example/');
    expect(cleanReferrer('')).toBeNull();
    expect(cleanReferrer(null)).toBeNull();
  });
});

describe('isConsolePath', () => {
  it('is the console and its pages only', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/sign-in')).toBe(true);
    expect(isConsolePath('/administration-fees')).toBe(false);
  });
});
