'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';

import { trackEvent } from '@/lib/analytics/track-event';
import { withConverterState } from '@/lib/converter/canonical-query';
import type { ConverterState, DrivingSide } from '@/lib/converter/converter-query';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import {
  sourceCurrencyOptions,
  targetCurrencyOptions,
  getCurrencyOption,
} from '@/lib/currencies/currency-options';
import { fill } from '@/lib/i18n/fill';
import { compareWithCompetitors } from '@/lib/money/competitors';
import { convertFromReceive, convertFromSend, hasUsableRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { formatAmountForInput, formatMoney } from '@/lib/money/format-money';
import { sanitizeAmount } from '@/lib/money/sanitize-amount';
import { isPastShelfLife } from '@/lib/provider/shelf-life';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

import { ComparePanel } from './compare-panel';
import type { ConverterCopy } from './converter-copy';
import { ConverterDetails } from './converter-details';
import { CurrencyPicker } from './currency-picker';
import { useClock } from './use-clock';
import { useCompetitorRates, useRates } from './use-rates';
import { useRefreshGate } from './use-refresh-gate';
import styles from './currency-converter.module.scss';

export type CurrencyConverterProps = {
  copy: ConverterCopy;
  locale: string;
  action: string;
  initialState: ConverterState;
  initialRates: RatesResponse;
  initialCompetitors: CompetitorRatesResponse | null;
  renderedAt: number;
  syncUrl?: boolean;
};

function withCurrent(
  options: typeof sourceCurrencyOptions,
  code: CurrencyCode,
  names: ConverterCopy['currencyNames'],
) {
  const list = options.some((option) => option.value === code)
    ? options
    : [getCurrencyOption(code), ...options];
  return list.map((option) => ({ ...option, name: names[option.value] }));
}

export function CurrencyConverter({
  copy,
  locale,
  action,
  initialState,
  initialRates,
  initialCompetitors,
  renderedAt,
  syncUrl = true,
}: CurrencyConverterProps) {
  const [state, setState] = useState(initialState);
  const [typedText, setTypedText] = useState(() =>
    formatAmountForInput(
      initialState.amount,
      initialState.side === 'send' ? initialState.from : initialState.to,
      locale,
    ),
  );
  const hasEdited = useRef(false);

  const refreshGate = useRefreshGate();
  const ratesQuery = useRates(initialRates, refreshGate.isOpen);
  const rates = ratesQuery.data;
  const competitors = useCompetitorRates(state.from, state.to, initialCompetitors, refreshGate.isOpen);

  const now = useClock(renderedAt);
  // A tab left open through a long outage keeps its last answer: past their shelf life, those rates are no rate.
  const pair = isPastShelfLife(Date.parse(rates.fetchedAt), now)
    ? undefined
    : findPair(rates.pairs, state.from, state.to);
  const conversion =
    state.side === 'send' ? convertFromSend(state.amount, pair) : convertFromReceive(state.amount, pair);
  const shown = {
    send: state.side === 'send' ? typedText : formatAmountForInput(conversion.send, state.from, locale),
    receive:
      state.side === 'receive' ? typedText : formatAmountForInput(conversion.receive, state.to, locale),
  };
  const [rendered] = useState(shown);
  const comparison = competitors.data
    ? compareWithCompetitors(conversion.send, pair, competitors.data.competitors)
    : null;

  useEffect(() => {
    if (!syncUrl || !hasEdited.current) return;
    window.history.replaceState(window.history.state, '', withConverterState(window.location.href, state));
  }, [state, syncUrl]);

  const noteEdit = () => {
    if (!hasEdited.current) trackEvent('Converter used', `${state.from}/${state.to}`);
    hasEdited.current = true;
  };

  const onAmount = (side: DrivingSide, text: string) => {
    noteEdit();
    const sanitized = sanitizeAmount(text, locale);
    setTypedText(sanitized.text);
    setState((current) => ({ ...current, side, amount: sanitized.value }));
  };

  const onCurrency = (side: DrivingSide, code: CurrencyCode) => {
    noteEdit();
    setState((current) => {
      const other = side === 'send' ? current.to : current.from;
      if (code === other) return { ...current, from: current.to, to: current.from };
      return side === 'send' ? { ...current, from: code } : { ...current, to: code };
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  const fields = [
    {
      side: 'send',
      label: copy.youSend,
      pickerLabel: copy.currencyYouSend,
      code: state.from,
      options: withCurrent(sourceCurrencyOptions, state.from, copy.currencyNames),
    },
    {
      side: 'receive',
      label: copy.recipientGets,
      pickerLabel: copy.currencyRecipientGets,
      code: state.to,
      options: withCurrent(targetCurrencyOptions, state.to, copy.currencyNames),
    },
  ] as const;

  return (
    <form
      className={styles.converter}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onPointerDown={refreshGate.open}
      onKeyDown={refreshGate.open}
      onFocus={refreshGate.open}
    >
      {fields.map((field) => (
        <div key={field.side} className={styles.field}>
          <label htmlFor={`converter-${field.side}`} className={styles.label}>
            {field.label}
          </label>
          <div className={styles.control}>
            <input
              id={`converter-${field.side}`}
              name={field.side}
              className={styles.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={shown[field.side]}
              onChange={(event) => onAmount(field.side, event.target.value)}
            />
            <input
              type="hidden"
              name={field.side === 'send' ? 'shownSend' : 'shownReceive'}
              value={rendered[field.side]}
            />
            <div className={styles.jsOnly}>
              <CurrencyPicker
                label={field.pickerLabel}
                name={fill(copy.pickerName, { label: field.pickerLabel, code: field.code })}
                value={field.code}
                options={field.options}
                onChange={(code) => onCurrency(field.side, code)}
              />
            </div>
            <select
              className={styles.noJsOnly}
              name={field.side === 'send' ? 'from' : 'to'}
              aria-label={field.pickerLabel}
              defaultValue={field.code}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value} · {option.name}
                </option>
              ))}
            </select>
          </div>
          {field.side === 'send' && (
            <ConverterDetails
              copy={copy}
              locale={locale}
              from={state.from}
              to={state.to}
              pair={pair}
              fee={conversion.fee}
              converted={conversion.send - conversion.fee}
              rates={rates}
              renderedAt={renderedAt}
              refreshFailed={ratesQuery.isError}
            />
          )}
        </div>
      ))}
      <button type="submit" className={styles.noJsOnly}>
        {copy.convert}
      </button>
      <p className={styles.summary} role="status">
        {hasUsableRate(pair)
          ? fill(copy.summary, {
              send: formatMoney(conversion.send, state.from, locale),
              receive: formatMoney(conversion.receive, state.to, locale),
            })
          : fill(copy.noRate, { from: state.from, to: state.to })}
      </p>
      <ComparePanel
        copy={copy.compare}
        currency={state.to}
        locale={locale}
        comparison={comparison}
        isLoading={competitors.isPending && state.from !== state.to}
        failed={competitors.isError}
      />
    </form>
  );
}
