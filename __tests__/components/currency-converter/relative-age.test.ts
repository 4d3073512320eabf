import fc from 'fast-check';

import { formatAge } from '@/components/currency-converter/relative-age';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

/** What Intl says for the same age, by the same units: minutes under an hour, hours under two days, then days. */
function intlAge(minutes: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

describe('formatAge', () => {
  it.each([
    [0, 'en', 'this minute'],
    [1, 'en', '1 minute ago'],
    [59, 'en', '59 minutes ago'],
    [60, 'en', '1 hour ago'],
    [47 * 60, 'en', '47 hours ago'],
    [48 * 60, 'en', '2 days ago'],
    [0, 'fr', 'cette minute-ci'],
    [1, 'fr', 'il y a 1 minute'],
    [2 * 60, 'fr', 'il y a 2 heures'],
    [48 * 60, 'fr', 'avant-hier'],
    [1500 * 24 * 60, 'fr', 'il y a 1\u202f500 jours'],
  ])('%p minutes in %s: %p', (minutes, locale, expected) => {
    expect(formatAge(ago(minutes * MINUTE), now, locale)).toBe(expected);
  });

  it('words every age as Intl.RelativeTimeFormat does, in English and French', () => {
    for (const locale of ['en', 'fr']) {
      for (let minutes = 0; minutes < 72 * 60; minutes += 1) {
        expect(formatAge(ago(minutes * MINUTE), now, locale)).toBe(intlAge(minutes, locale));
      }
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 365 * 24 * 60 }),
        fc.constantFrom('en', 'fr'),
        (minutes, locale) => {
          expect(formatAge(ago(minutes * MINUTE + 59_000), now, locale)).toBe(intlAge(minutes, locale));
        },
      ),
    );
  });

  it('calls a future timestamp "this minute"', () => {
    expect(formatAge(ago(-5 * MINUTE), now, 'en')).toBe('this minute');
  });

  it('asks Intl for any other locale', () => {
    expect(formatAge(ago(3 * MINUTE), now, 'de')).toBe('vor 3 Minuten');
  });
});
