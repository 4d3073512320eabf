/** @jest-environment node */
import { GET } from '@/app/api/health/live/route';

it('answers 200 without looking at the database or Redis', async () => {
  const response = GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ ok: true });
});
