import { CONVERTER_FORM_FIELDS, withConverterState } from '@/lib/converter/canonical-query';
import { hasConverterQuery, parseConverterQuery } from '@/lib/converter/converter-query';

describe('parseConverterQuery', () => {
  it('defaults to 1 USD sent to NGN', () => {
    expect(parseConverterQuery({})).toEqual({ from: 'USD', to: 'NGN', amount: 1, side: 'send' });
  });

  it('reads a shared link, including the receiving side', () => {
    expect(parseConverterQuery({ from: 'EUR', to: 'XOF', amount: '250.5', side: 'receive' })).toEqual({
      from: 'EUR',
      to: 'XOF',
      amount: 250.5,
      side: 'receive',
    });
  });

  it('falls back field by field on junk and never keeps a pair of one currency', () => {
    expect(parseConverterQuery({ from: 'BTC', to: ['GHS', 'XAF'], amount: '-5e3x' })).toEqual({
      from: 'USD',
      to: 'GHS',
      amount: 53,
      side: 'send',
    });
    expect(parseConverterQuery({ from: 'NGN', to: 'NGN' })).toMatchObject({ from: 'NGN', to: 'USD' });
  });

  it('lets the field the visitor changed drive a form submitted without JavaScript', () => {
    const shown = { from: 'USD', to: 'NGN', shownSend: '1', shownReceive: '1485' };
    expect(parseConverterQuery({ ...shown, send: '1', receive: '148500' })).toMatchObject({
      amount: 148500,
      side: 'receive',
    });
    expect(parseConverterQuery({ ...shown, send: '20', receive: '1485' })).toMatchObject({
      amount: 20,
      side: 'send',
    });
    expect(parseConverterQuery({ ...shown, send: '20', receive: '9' })).toMatchObject({
      amount: 20,
      side: 'send',
    });
  });

  it('reads a French decimal comma from the form', () => {
    expect(parseConverterQuery({ send: '1,5', shownSend: '1' }, 'fr')).toMatchObject({ amount: 1.5 });
  });
});

describe('hasConverterQuery', () => {
  it.each([
    '?from=EUR',
    '?to=GHS',
    '?amount=100',
    '?side=receive',
    '?send=5&shownSend=1',
    '?receive=',
    '?shownReceive=2',
    '?modal=waitlist&amount=3',
  ])('sees converter state in %s', (query) => {
    expect(hasConverterQuery(new URLSearchParams(query))).toBe(true);
  });

  it.each(['', '?modal=waitlist', '?utm_source=newsletter&utm_medium=email', '?From=EUR', '?fromage=brie'])(
    'sees none in "%s"',
    (query) => {
      expect(hasConverterQuery(new URLSearchParams(query))).toBe(false);
    },
  );

  it('counts every parameter a canonical link or the no-JavaScript form carries', () => {
    const link = new URL(
      withConverterState('/', { from: 'EUR', to: 'GHS', amount: 5, side: 'receive' }),
      'http://x',
    );
    for (const name of [...link.searchParams.keys(), ...CONVERTER_FORM_FIELDS]) {
      expect(hasConverterQuery(new URLSearchParams([[name, '1']]))).toBe(true);
    }
  });
});
