import {
  hasConverterQuery,
  parseConverterQuery,
  toConverterQuery,
  withConverterState,
} from '@/lib/converter/converter-query';

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

describe('toConverterQuery and withConverterState', () => {
  it('writes the state so that parsing it gives it back', () => {
    const state = { from: 'GBP', to: 'GHS', amount: 12.5, side: 'receive' } as const;
    const query = toConverterQuery(state);
    expect(query).toBe('?from=GBP&to=GHS&amount=12.5&side=receive');
    expect(parseConverterQuery(Object.fromEntries(new URLSearchParams(query)))).toEqual(state);
  });

  it('keeps other parameters and the hash', () => {
    expect(
      withConverterState('http://x/fr?modal=waitlist&send=3#send-money', {
        from: 'USD',
        to: 'NGN',
        amount: 5,
        side: 'send',
      }),
    ).toBe('/fr?modal=waitlist&from=USD&to=NGN&amount=5#send-money');
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

  it('counts every parameter withConverterState replaces', () => {
    const all = new URL(
      withConverterState('/?send=1&receive=2&shownSend=3&shownReceive=4', {
        from: 'EUR',
        to: 'GHS',
        amount: 5,
        side: 'receive',
      }),
      'http://x',
    );
    for (const name of all.searchParams.keys()) {
      expect(hasConverterQuery(new URLSearchParams([[name, '1']]))).toBe(true);
    }
  });
});
