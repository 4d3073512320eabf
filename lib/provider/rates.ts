import 'server-only';

import { env } from '@/lib/env';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

import { ProviderError } from './errors';
import { processSingleton } from './process-singleton';
import { createRatesService } from './rates-service';

const service = processSingleton('rates-service', () =>
  createRatesService({
    provider:
      env.RATES_API_BASE_URL && env.RATES_API_KEY && env.RATES_API_TENANT
        ? { baseUrl: env.RATES_API_BASE_URL, key: env.RATES_API_KEY, tenant: env.RATES_API_TENANT }
        : undefined,
    configurationTtlMs:
      env.RATES_CONFIG_TTL_SECONDS === undefined ? undefined : env.RATES_CONFIG_TTL_SECONDS * 1000,
    maxAgeMs: env.RATES_MAX_AGE_SECONDS === undefined ? undefined : env.RATES_MAX_AGE_SECONDS * 1000,
  }),
);

export function getCurrencyConfiguration(): Promise<RatesResponse> {
  return service.getCurrencyConfiguration();
}

export function getCompetitorRates(from: CurrencyCode, to: CurrencyCode): Promise<CompetitorRatesResponse> {
  return service.getCompetitorRates(from, to);
}

export async function getCurrencyConfigurationOrNull(): Promise<RatesResponse | null> {
  try {
    return await getCurrencyConfiguration();
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}
