/** @jest-environment node */
import { freshness } from '@/lib/cache/freshness.mjs';
import type { Db } from '@/lib/db/open-database.mjs';
import { armAlert } from '@/lib/alerts/alert-store';
import { fireRecordedAlerts } from '@/lib/alerts/fire-alerts';
import { submitAlert } from '@/lib/alerts/submit-alert';
import { hashToken } from '@/lib/signup/tokens';
import { getEffectiveRate } from '@/lib/money/convert';
import { findPair } from '@/lib/money/find-pair';
import { createRatesService } from '@/lib/provider/rates-service';
import { recordRates } from '@/lib/rates/history/record-rates';
import { sampleSwing } from '@/lib/provider/sample-drift';

import { testBackends, type TestDatabase } from '../db/test-databases';

jest.setTimeout(120_000);

const minute = 60_000;
const hour = 60 * minute;
const [[backendName, makeDatabase]] = testBackends().slice(-1) as [[string, () => TestDatabase]];

// What a newcomer does in `npm run demo` (docs/alerts.md, "See one fire in the demo"): two alerts just off the rate
// shown, one above and one below, then the demo's recordings, one a minute.
describe(`an alert in the demo, on sample rates (${backendName})`, () => {
  let database: TestDatabase;
  let db: Db;
  let clock: number;
  const rates = createRatesService({ provider: undefined, now: () => clock });
  const usdToNgn = async () =>
    getEffectiveRate(findPair((await rates.getCurrencyConfiguration()).pairs, 'USD', 'NGN'));

  beforeEach(async () => {
    database = makeDatabase();
    db = await database.open();
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** Sets and confirms an alert for the rate shown at `clock`, moved by `offset` (0.001 = 0.1 %). */
  async function setAlert(email: string, offset: number) {
    const shown = Number((await usdToNgn()).toFixed(2));
    const outcome = await submitAlert(
      { email, target: (shown * (1 + offset)).toFixed(2), pair: 'usd-to-ngn', locale: 'en', website: '' },
      {
        address: '203.0.113.9',
        attribution: () => ({
          page: '/convert/usd-to-ngn',
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
        }),
      },
      {
        getDb: async () => db,
        currentRate: usdToNgn,
        limitAddress: async () => true,
        mailPerHour: 100,
        mailSharePercent: 100,
        siteUrl: 'http://localhost:3000',
        fromAddress: 'alerts@tuma.localhost',
        log: () => undefined,
      },
    );
    expect(outcome).toMatchObject({ kind: 'sent' });
    const { rows } = await db.query<{ text_body: string }>(
      'select text_body from mail_outbox where recipient = $1',
      [email],
    );
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]!.text_body)?.[1] ?? '';
    expect(await armAlert(db, hashToken(token))).toBeDefined();
  }

  /** One swing of the demo's minute recordings after `start`; the minutes at which each alert's mail was queued. */
  async function recordOneSwing(start: number) {
    const firedAt: Record<string, number> = {};
    for (let step = 1; step <= sampleSwing.periodMinutes; step += 1) {
      clock = start + step * minute;
      await recordRates({
        db,
        source: 'sample',
        readRates: rates.getCurrencyConfiguration,
        now: clock,
        bucketSeconds: freshness.sampleRecordingSeconds,
        retentionDays: freshness.rateSamplesRetentionDays,
        claimSeconds: freshness.rateRecordingClaimSeconds,
      });
      await fireRecordedAlerts({
        db,
        source: 'sample',
        siteUrl: 'http://localhost:3000',
        fromAddress: 'alerts@tuma.localhost',
      });
      const { rows } = await db.query<{ recipient: string }>(
        "select recipient from mail_outbox where purpose = 'alert-fired'",
      );
      for (const { recipient } of rows) firedAt[recipient] ??= step;
    }
    return firedAt;
  }

  // The next whole hour: later than the alerts' arming, as the demo's recordings are.
  const nextHour = () => Math.ceil((Date.now() + minute) / hour) * hour;

  it('fires both, one above and one below the rate, within one swing from mid-swing', async () => {
    const start = nextHour();
    clock = start;
    await setAlert('above@example.com', 0.001);
    await setAlert('below@example.com', -0.001);
    const firedAt = await recordOneSwing(start);
    expect(Object.keys(firedAt).sort()).toEqual(['above@example.com', 'below@example.com']);
    expect(Math.max(...Object.values(firedAt))).toBeLessThanOrEqual(sampleSwing.periodMinutes);
  });

  it('fires the one below when the rate shown was the top of its swing', async () => {
    // A quarter of a swing after the whole hour: the top.
    const start = nextHour() + (sampleSwing.periodMinutes / 4) * minute;
    clock = start;
    await setAlert('above@example.com', 0.001);
    await setAlert('below@example.com', -0.001);
    expect(Object.keys(await recordOneSwing(start))).toEqual(['below@example.com']);
  });
});
