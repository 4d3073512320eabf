import fc from 'fast-check';

import {
  canonicalAmount,
  canonicalConverterSearch,
  CONVERTER_FORM_FIELDS,
  MAX_AMOUNT_DIGITS,
  withConverterState,
} from '@/lib/converter/canonical-query';
import { parseConverterQuery } from '@/lib/converter/converter-query';

const redirectOf = (query: string, locale = 'en') =>
  canonicalConverterSearch(new URLSearchParams(query), locale);

describe('canonicalConverterSearch', () => {
  it.each([
    'from=EUR&to=GHS&amount=100',
    'from=USD&to=NGN&amount=148500&side=receive',
    'from=USD&to=NGN&amount=0.5',
    'from=USD&to=NGN&amount=0',
    'from=EUR&to=GHS&amount=999999999999',
    'from=EUR&to=GHS&amount=100&modal=waitlist',
    'from=EUR&to=GHS&amount=100&utm_source=news&utm_medium=email&gclid=abc&modal=send-money&fbclid=x',
    'from=EUR&to=GHS&amount=100&utm_campaign=spring+sale',
  ])('leaves the canonical link %s alone', (query) => {
    expect(redirectOf(query)).toBeUndefined();
  });

  it.each([
    ['from=EUR', '?from=EUR&to=NGN&amount=1'],
    ['amount=5', '?from=USD&to=NGN&amount=5'],
    ['to=GHS&from=EUR&amount=100', '?from=EUR&to=GHS&amount=100'],
    ['from=eur&to=ghs&amount=100', '?from=EUR&to=GHS&amount=100'],
    ['from=EUR&to=GHS&amount=100.50', '?from=EUR&to=GHS&amount=100.5'],
    ['from=EUR&to=GHS&amount=0100', '?from=EUR&to=GHS&amount=100'],
    ['from=EUR&to=GHS&amount=1,000', '?from=EUR&to=GHS&amount=1000'],
    ['from=EUR&to=GHS&amount=100&side=send', '?from=EUR&to=GHS&amount=100'],
    ['from=EUR&to=GHS&amount=100&junk=1', '?from=EUR&to=GHS&amount=100'],
    ['from=EUR&to=GHS&amount=100&from=USD', '?from=EUR&to=GHS&amount=100'],
    ['from=EUR&to=GHS&amount=100&modal=nope', '?from=EUR&to=GHS&amount=100'],
    ['utm_source=ad&from=EUR&to=GHS&amount=100', '?from=EUR&to=GHS&amount=100&utm_source=ad'],
    ['from=EUR&to=GHS&amount=100&utm_source=a&utm_source=b', '?from=EUR&to=GHS&amount=100&utm_source=a'],
    ['from=EUR&to=EUR&amount=5', '?from=EUR&to=NGN&amount=5'],
  ])('sends %s to %s', (query, canonical) => {
    expect(redirectOf(query)).toBe(canonical);
  });

  it('gives an amount past 12 digits the default amount, however long it is', () => {
    expect(redirectOf('from=EUR&to=GHS&amount=1234567890123')).toBe('?from=EUR&to=GHS&amount=1');
    expect(redirectOf('from=EUR&to=GHS&amount=0.0000000000001')).toBe('?from=EUR&to=GHS&amount=1');
    expect(redirectOf(`from=EUR&to=GHS&amount=${'9'.repeat(100_000)}`)).toBe('?from=EUR&to=GHS&amount=1');
  });

  it('keeps no campaign value past its bound and at most ten campaign keys', () => {
    expect(redirectOf(`from=EUR&to=GHS&amount=1&utm_source=${'x'.repeat(300)}`)).toBe(
      '?from=EUR&to=GHS&amount=1',
    );
    const many = Array.from({ length: 12 }, (_, i) => `utm_${'k'.repeat(i + 1)}=1`).join('&');
    const kept = new URLSearchParams(redirectOf(`from=EUR&to=GHS&amount=1&${many}`));
    expect([...kept.keys()].filter((key) => key.startsWith('utm_'))).toHaveLength(10);
  });

  describe('the no-JavaScript form', () => {
    const form = (values: string[]) =>
      CONVERTER_FORM_FIELDS.map((name, i) => `${name}=${encodeURIComponent(values[i]!)}`).join('&');

    it('lands on its submission as the browser sends it, in both languages', () => {
      expect(redirectOf(form(['250', '100', 'USD', '151,250.00', '151,250.00', 'NGN']))).toBeUndefined();
      expect(
        redirectOf(form(['250', '100', 'USD', '151\u202f250,00', '151\u202f250,00', 'NGN']), 'fr'),
      ).toBeUndefined();
      // The recipient's amount changed: it drives, and the address stays the form's.
      expect(redirectOf(form(['250', '250', 'USD', '5000', '1', 'NGN']))).toBeUndefined();
    });

    it('sends a reordered, extended, lower-case or oversized submission to the link it means', () => {
      const [send, shownSend, from, receive, shownReceive, to] = CONVERTER_FORM_FIELDS;
      expect(
        redirectOf(`${shownSend}=100&${send}=250&${from}=USD&${receive}=1&${shownReceive}=1&${to}=NGN`),
      ).toBe('?from=USD&to=NGN&amount=250');
      expect(redirectOf(`${form(['250', '100', 'USD', '1', '1', 'NGN'])}&x=1`)).toBe(
        '?from=USD&to=NGN&amount=250',
      );
      expect(redirectOf(form(['250', '100', 'usd', '1', '1', 'NGN']))).toBe('?from=USD&to=NGN&amount=250');
      expect(redirectOf(form(['9'.repeat(40), '100', 'USD', '1', '1', 'NGN']))).toBe(
        '?from=USD&to=NGN&amount=1',
      );
    });
  });

  it('renders the same state from a query and from its canonical link (generated queries)', () => {
    const value = fc.oneof(
      fc.constantFrom('EUR', 'ghs', 'USD', '100', '0.5', '1e3', '', 'receive', 'waitlist', '1,5'),
      fc.string({ maxLength: 20 }),
    );
    const key = fc.constantFrom(
      'from',
      'to',
      'amount',
      'side',
      'modal',
      'utm_source',
      'gclid',
      'x',
      ...CONVERTER_FORM_FIELDS,
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, value), { maxLength: 8 }),
        fc.constantFrom('en', 'fr'),
        (pairs, locale) => {
          const params = new URLSearchParams(pairs);
          const canonical = canonicalConverterSearch(params, locale);
          if (canonical === undefined) return;
          // One redirect at most: the canonical link is canonical.
          expect(canonicalConverterSearch(new URLSearchParams(canonical), locale)).toBeUndefined();
          const state = parseConverterQuery(Object.fromEntries(new URLSearchParams(canonical)), locale);
          const before = parseConverterQuery(
            Object.fromEntries(
              [...params]
                .reverse()
                .map(([name, item]) => [name, name === 'from' || name === 'to' ? item.toUpperCase() : item]),
            ),
            locale,
          );
          expect({ ...state, amount: 0 }).toEqual({ ...before, amount: 0 });
          if (canonicalAmount(before.amount) !== undefined) expect(state.amount).toBe(before.amount);
        },
      ),
    );
  });
});

describe('canonicalAmount', () => {
  it('spells an amount the shortest way, within 12 digits', () => {
    expect(canonicalAmount(100)).toBe('100');
    expect(canonicalAmount(0.5)).toBe('0.5');
    expect(canonicalAmount(10 ** MAX_AMOUNT_DIGITS - 1)).toBe('999999999999');
    expect(canonicalAmount(10 ** MAX_AMOUNT_DIGITS)).toBeUndefined();
    expect(canonicalAmount(1e21)).toBeUndefined();
  });
});

describe('withConverterState', () => {
  it('writes a canonical link, keeping modal, campaign keys and the hash, dropping the rest', () => {
    expect(
      withConverterState('http://x/fr?modal=waitlist&send=3&junk=1&utm_source=ad#send-money', {
        from: 'USD',
        to: 'NGN',
        amount: 5,
        side: 'send',
      }),
    ).toBe('/fr?from=USD&to=NGN&amount=5&modal=waitlist&utm_source=ad#send-money');
    const state = { from: 'GBP', to: 'GHS', amount: 12.5, side: 'receive' } as const;
    const link = withConverterState('/', state);
    expect(link).toBe('/?from=GBP&to=GHS&amount=12.5&side=receive');
    expect(redirectOf(link.slice(2))).toBeUndefined();
  });
});
