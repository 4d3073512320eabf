/** @jest-environment node */
import fs from 'node:fs';

// Vercel refuses a Hobby deploy whose cron runs more than once a day; Pro users switch to the hourly line (README).
it('schedules the rate recorder once a day, at midday UTC, far from the day boundary Hobby may shift it across', () => {
  const config = JSON.parse(fs.readFileSync('vercel.json', 'utf8')) as {
    crons: { path: string; schedule: string }[];
  };
  expect(config.crons).toEqual([{ path: '/api/cron/rates', schedule: '0 12 * * *' }]);
  expect(fs.existsSync('app/api/cron/rates/route.ts')).toBe(true);
});
