import { ProviderError } from '@/lib/provider/errors';
import { getCompetitorRates } from '@/lib/provider/rates';

import { parseCompetitorsQuery } from '../_lib/queries';
import { cacheControlFor, invalidQuery, ratesUnavailable } from '../_lib/responses';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const query = parseCompetitorsQuery(new URL(request.url).searchParams);
  if (!query.success) return invalidQuery(query.error);
  try {
    const rates = await getCompetitorRates(query.data.from, query.data.to);
    return Response.json(rates, {
      headers: { 'Cache-Control': cacheControlFor('competitors', rates.stale) },
    });
  } catch (error) {
    if (error instanceof ProviderError) return ratesUnavailable();
    throw error;
  }
}
