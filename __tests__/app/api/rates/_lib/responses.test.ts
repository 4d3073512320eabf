/** @jest-environment node */
import { z } from 'zod';

import { cacheControlFor, invalidQuery, ratesUnavailable } from '@/app/api/rates/_lib/responses';

describe('rates route responses', () => {
  it('lets a shared cache keep a fresh answer for half its window, a stale one for seconds', () => {
    expect(cacheControlFor('configuration', false)).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
    expect(cacheControlFor('competitors', false)).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=300',
    );
    expect(cacheControlFor('competitors', true)).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=15',
    );
  });

  it('answers bad input with 400, its code and the reasons, never the input itself', async () => {
    const parsed = z.object({ base: z.enum(['USD']) }).safeParse({ base: '<script>' });
    if (parsed.success) throw new Error('expected a parse failure');
    const response = invalidQuery(parsed.error);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.error).toBe('invalid-query');
    expect(body.issues[0]).toMatchObject({ path: ['base'] });
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('answers an upstream failure with 502 and its code alone', async () => {
    const response = ratesUnavailable();
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'rates-unavailable' });
  });
});
