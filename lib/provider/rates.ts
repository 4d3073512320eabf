import 'server-only';

import { env } from '@/lib/env';
import type { CurrencyCode } from '@/lib/currencies/catalogue';
import type { CompetitorRatesResponse, RatesResponse } from '@/lib/schemas/rates';

import { ProviderError } from './errors';
import { processSingleton } from './process-singleton';
import { createRatesService } from './rates-service';

// One service per server process, so its in-flight calls and back-off are shared by every request and every bundle;
// the data itself is in Next's cache (cache.ts), shared by every process.
const service = processSingleton('rates-service', () =>
  createRatesService({
    provider:
      env.RATES_API_BASE_URL && env.RATES_API_KEY && env.RATES_API_TENANT
        ? { baseUrl: env.RATES_API_BASE_URL, key: env.RATES_API_KEY, tenant: env.RATES_API_TENANT }
        : undefined,
    configurationTtlMs:
      env.RATES_CONFIG_TTL_SECONDS === undefined ? undefined : env.RATES_CONFIG_TTL_SECONDS * 1000,
  }),
);

/**
 * The provider's currency configuration, cached 60 s; the built-in sample when RATES_API_BASE_URL is unset.
 * @throws ProviderError when the provider fails and no good data was ever loaded.
 */
export function getCurrencyConfiguration(): Promise<RatesResponse> {
  return service.getCurrencyConfiguration();
}

/**
 * Listed competitors' quotes for a pair, cached 10 min per pair; the built-in sample when RATES_API_BASE_URL is unset.
 * @throws ProviderError when the provider fails and no good data was ever loaded for this pair.
 */
export function getCompetitorRates(from: CurrencyCode, to: CurrencyCode): Promise<CompetitorRatesResponse> {
  return service.getCompetitorRates(from, to);
}

/** The currency configuration, or null when the provider fails and no good data was ever loaded (pages say so). */
export async function getCurrencyConfigurationOrNull(): Promise<RatesResponse | null> {
  try {
    return await getCurrencyConfiguration();
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}
