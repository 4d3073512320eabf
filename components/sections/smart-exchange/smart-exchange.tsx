import { getLocale, getTranslations } from 'next-intl/server';

import type { ConverterState } from '@/lib/converter/converter-query';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { ProviderError } from '@/lib/provider/errors';
import { getCompetitorRates, getCurrencyConfigurationOrNull } from '@/lib/provider/rates';
import type { CompetitorRatesResponse } from '@/lib/schemas/rates';
import { DeferredConverter } from '@/components/currency-converter/deferred-converter';
import { getConverterCopy } from '@/components/currency-converter/converter-copy';

import styles from './smart-exchange.module.scss';

type SmartExchangeProps = {
  converter: ConverterState;
  syncUrl?: boolean;
};

async function getInitialCompetitors(state: ConverterState): Promise<CompetitorRatesResponse | null> {
  try {
    return await getCompetitorRates(state.from, state.to);
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}

async function loadConverterData(state: ConverterState) {
  const [rates, competitors] = await Promise.all([
    getCurrencyConfigurationOrNull(),
    getInitialCompetitors(state),
  ]);
  return { rates, competitors, renderedAt: Date.now() };
}

export async function SmartExchange({ converter, syncUrl = true }: SmartExchangeProps) {
  const t = await getTranslations('Converter');
  const locale = (await getLocale()) as Locale;
  const [{ rates, competitors, renderedAt }, copy] = await Promise.all([
    loadConverterData(converter),
    getConverterCopy(),
  ]);

  if (!rates) {
    return (
      <p className={styles.unavailable} role="status">
        {t('unavailable')}
      </p>
    );
  }

  return (
    <DeferredConverter
      copy={copy}
      locale={locale}
      action={`${localizedPath('/', locale)}#send-money`}
      initialState={converter}
      initialRates={rates}
      initialCompetitors={competitors}
      renderedAt={renderedAt}
      syncUrl={syncUrl}
    />
  );
}
