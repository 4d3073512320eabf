import { ProviderError } from '@/lib/provider/errors';
import { getCurrencyConfiguration } from '@/lib/provider/rates';

import { parseRatesQuery } from './_lib/queries';
import { cacheControlFor, invalidQuery, ratesUnavailable } from './_lib/responses';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const query = parseRatesQuery(new URL(request.url).searchParams);
  if (!query.success) return invalidQuery(query.error);
  try {
    const rates = await getCurrencyConfiguration();
    return Response.json(rates, {
      headers: { 'Cache-Control': cacheControlFor('configuration', rates.stale) },
    });
  } catch (error) {
    if (error instanceof ProviderError) return ratesUnavailable();
    throw error;
  }
}
