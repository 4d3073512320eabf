import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ConverterCopy } from '@/components/currency-converter/converter-copy';
import { ConverterIsland } from '@/components/currency-converter/converter-island';
import { freshness } from '@/lib/cache/freshness.mjs';
import { canonicalConverterSearch, CONVERTER_FORM_FIELDS } from '@/lib/converter/canonical-query';
import type { ConverterState } from '@/lib/converter/converter-query';
import { whenPageIdle } from '@/lib/browser/when-page-idle';
import en from '@/lib/i18n/messages/en.json';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';
import { eurUsdPair, usdNgnPair } from '@/__tests__/support/rate-pairs';

// The page never goes idle unless a test says so. (A relative path: SWC maps `@/` in imports, not in jest.mock.)
jest.mock('../../../lib/browser/when-page-idle', () => ({
  whenPageIdle: jest.fn(() => () => undefined),
}));

const fetchedAt = new Date().toISOString();

const rates: RatesResponse = {
  source: 'sample',
  stale: false,
  fetchedAt,
  pairs: [
    usdNgnPair,
    eurUsdPair,
    {
      from: 'GBP',
      to: 'XAF',
      exchangeRate: 0,
      divisionOperator: false,
      conversionFeePercentage: 0,
      conversionFeeFlat: 0,
    },
  ],
};

const competitors: CompetitorRatesResponse = {
  from: 'USD',
  to: 'NGN',
  source: 'sample',
  stale: false,
  fetchedAt,
  competitors: [
    { provider: 'cleva', from: 'USD', to: 'NGN', rate: 1470 },
    { provider: 'grey', from: 'USD', to: 'NGN', rate: 1490 },
    { provider: 'cadremit', from: 'USD', to: 'NGN', rate: 1510 },
  ],
};

// The English texts, with a shorter no-rate sentence to assert on.
const copy: ConverterCopy = { ...en.Converter, noRate: 'No rate for {from} to {to}.' };

function renderConverter(
  state: ConverterState = { from: 'USD', to: 'NGN', amount: 1, side: 'send' },
  initialRates: RatesResponse = rates,
) {
  return render(
    <ConverterIsland
      copy={copy}
      locale="en"
      action="/#send-money"
      initialState={state}
      initialRates={initialRates}
      initialCompetitors={competitors}
      renderedAt={Date.now()}
    />,
  );
}

const sendField = () => screen.getByRole('textbox', { name: 'You send' });
const receiveField = () => screen.getByRole('textbox', { name: 'Recipient gets' });

describe('CurrencyConverter', () => {
  it('starts from the server seed: 1 USD after a 1 % fee gives ₦ 1,485.00', () => {
    renderConverter();
    expect(sendField()).toHaveValue('1');
    expect(receiveField()).toHaveValue('1485');
    expect(screen.getByRole('status')).toHaveTextContent('You send $ 1.00, recipient gets ₦ 1,485.00');
    expect(screen.getByText('1 USD = 1,500.00 NGN')).toBeInTheDocument();
    expect(screen.getByText('Sample rates')).toBeInTheDocument();
  });

  it('computes the receive side while keeping exactly what is typed in the send side', async () => {
    renderConverter();
    await userEvent.clear(sendField());
    await userEvent.type(sendField(), '1,0a0.');
    expect(sendField()).toHaveValue('100.');
    expect(receiveField()).toHaveValue('148500');
    expect(screen.getByText('$ 1.00')).toBeInTheDocument(); // the fee
  });

  it('works backwards when the recipient side is edited', async () => {
    renderConverter();
    await userEvent.clear(receiveField());
    await userEvent.type(receiveField(), '148500');
    expect(sendField()).toHaveValue('100');
    expect(receiveField()).toHaveValue('148500');
  });

  it('compares with the listed providers at or below our rate only', () => {
    renderConverter({ from: 'USD', to: 'NGN', amount: 100, side: 'send' });
    const panel = screen.getByRole('region', { name: 'COMPARE RATES %' });
    const rows = within(panel).getAllByRole('listitem');
    // Rate against rate, before fees: grey at 1490 and cleva at 1470 against our 1500, on 100 USD.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('+₦ 1,000.00'),
      expect.stringContaining('+₦ 3,000.00'),
    ]);
    expect(panel).toHaveTextContent(
      'Offering up to ₦ 3,000.00 more compared to the rest (rates only; fees not included)',
    );
    expect(panel).not.toHaveTextContent('CadRemit');
  });

  it('keeps what was typed, gives 0 on the other side and says why for a pair with a zero rate', () => {
    renderConverter({ from: 'GBP', to: 'XAF', amount: 100, side: 'send' });
    expect(sendField()).toHaveValue('100');
    expect(receiveField()).toHaveValue('0');
    expect(screen.getByText('No rate for GBP to XAF.', { selector: '[data-tone="warning"]' })).toBeVisible();
    // No converted figure beside a field that reads 100: no fee, amount converted or rate lines at all.
    expect(screen.queryByText('Amount converted')).not.toBeInTheDocument();
    expect(screen.queryByText('£ 0.00')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No rate for GBP to XAF.');
  });

  it('submits, with JavaScript off, a query that is already canonical (no redirect)', () => {
    renderConverter({ from: 'USD', to: 'NGN', amount: 100, side: 'send' });
    const form = sendField().closest('form')!;
    // What the browser would send: the form's fields in tree order, urlencoded.
    const submitted = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
    );
    expect([...submitted.keys()]).toEqual([...CONVERTER_FORM_FIELDS]);
    expect(canonicalConverterSearch(submitted, 'en')).toBeUndefined();
    submitted.set('send', '250');
    expect(canonicalConverterSearch(submitted, 'en')).toBeUndefined();
  });

  it('quotes no rate from rates past their shelf life, as a tab left open through an outage holds', () => {
    const old = new Date(Date.now() - freshness.ratesMaxAgeSeconds * 1000 - 60_000).toISOString();
    renderConverter({ from: 'USD', to: 'NGN', amount: 100, side: 'send' }, { ...rates, fetchedAt: old });
    expect(receiveField()).toHaveValue('0');
    expect(screen.queryByText('1 USD = 1,500.00 NGN')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No rate for USD to NGN.');
  });

  it('swaps the currencies when the other side’s currency is picked', async () => {
    renderConverter({ from: 'EUR', to: 'USD', amount: 100, side: 'send' });
    await userEvent.click(screen.getByRole('button', { name: 'Currency recipient gets: USD' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /EUR/ }));
    expect(screen.getByRole('button', { name: 'Currency you send: USD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency recipient gets: EUR' })).toBeInTheDocument();
  });

  it('opens the list with the arrow key and picks by type-ahead and Enter', async () => {
    renderConverter({ from: 'EUR', to: 'USD', amount: 100, side: 'send' });
    act(() => screen.getByRole('button', { name: 'Currency you send: EUR' }).focus());
    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Currency you send' });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('gb{Enter}');
    expect(screen.getByRole('button', { name: 'Currency you send: GBP' })).toHaveFocus();
    expect(list).not.toBeVisible();
  });
});

describe('CurrencyConverter seeded by a cached page older than its refresh window', () => {
  const usdToNgn = rates.pairs[0]!;
  const oldRates = (): RatesResponse => ({
    ...rates,
    source: 'provider',
    fetchedAt: new Date(Date.now() - 10.5 * 60_000).toISOString(),
  });
  const newRates: RatesResponse = {
    ...rates,
    source: 'provider',
    fetchedAt: new Date().toISOString(),
    pairs: [{ ...usdToNgn, exchangeRate: 1600 }],
  };
  const fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    json: async () => (url === '/api/rates' ? newRates : competitors),
  }));
  const ratesRequests = () => fetchMock.mock.calls.filter(([url]) => url === '/api/rates');

  beforeEach(() => {
    fetchMock.mockClear();
    jest.mocked(whenPageIdle).mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    // @ts-expect-error jsdom has no fetch of its own
    delete global.fetch;
  });

  it('shows them with their age and refreshes them only once the page is loaded and idle', async () => {
    renderConverter(undefined, oldRates());
    expect(screen.getByText('1 USD = 1,500.00 NGN')).toBeInTheDocument();
    expect(screen.getByText('Updated 10 minutes ago')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(ratesRequests()).toHaveLength(0);

    const [onPageIdle] = jest.mocked(whenPageIdle).mock.lastCall!;
    act(() => onPageIdle());
    expect(await screen.findByText('1 USD = 1,600.00 NGN')).toBeInTheDocument();
    expect(screen.getByText('Updated this minute')).toBeInTheDocument();
    expect(ratesRequests()).toHaveLength(1);
  });

  it('refreshes them as soon as the visitor types, without losing a keystroke', async () => {
    renderConverter(undefined, oldRates());
    await userEvent.type(sendField(), '00');
    expect(await screen.findByText('1 USD = 1,600.00 NGN')).toBeInTheDocument();
    await userEvent.type(sendField(), '0');
    expect(sendField()).toHaveValue('1000');
    expect(receiveField()).toHaveValue('1584000');
    expect(ratesRequests()).toHaveLength(1);
  });

  it('keeps the seeded rates and says the refresh failed when the answer is malformed', async () => {
    // The browser checks only the envelope of our own answers (use-rates.ts): here, pairs that are not a list.
    const malformed = { ...newRates, pairs: { [`${usdToNgn.from}-${usdToNgn.to}`]: 1600 } };
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => malformed,
    })) as unknown as typeof fetch;
    renderConverter(undefined, oldRates());
    act(() => jest.mocked(whenPageIdle).mock.lastCall![0]());
    // After the query's one retry, a second apart.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to fetch data',
    );
    expect(screen.getByText('1 USD = 1,500.00 NGN')).toBeInTheDocument();
    expect(receiveField()).toHaveValue('1485');
  });
});
