// The rate history's timer for `npm run dev` and `npm run demo`: these scripts call the recorder route as Vercel Cron
// or a systemd timer would, so no server process ever schedules work (every production replica would run it).
import { randomBytes } from 'node:crypto';

import { freshness } from '../lib/cache/freshness.mjs';

/**
 * On sample rates, dev and demo record every minute (`freshness.sampleRecordingSeconds`). A provider's rates keep the
 * hourly bucket, so dev never calls it more than a deployment would.
 */
export const sampleRecording = {
  bucketSeconds: String(freshness.sampleRecordingSeconds),
  everyMs: freshness.sampleRecordingSeconds * 1000,
};

/** A secret for this run only: dev and demo need no setting to record. */
export function makeCronSecret() {
  return randomBytes(24).toString('hex');
}

/**
 * Calls GET `${origin}/api/cron/rates` at once (retrying while the server starts) and then every `everyMs`.
 * A bucket already recorded costs the route one database query and no provider call.
 * @param {{ origin: string; secret: string; everyMs?: number; label: string }} options
 * @returns {() => void} stops the timer
 */
export function startRecordingTimer({ origin, secret, everyMs = 5 * 60_000, label }) {
  let stopped = false;
  let recorded = false;
  const record = async () => {
    const response = await fetch(`${origin}/api/cron/rates`, {
      headers: { authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => ({}));
    // The first recording, failures, and fired alerts: a line a minute would bury the mail printed beside them.
    const fired = body.alerts?.fired ?? 0;
    if (!response.ok || (body.stored > 0 && !recorded) || fired > 0)
      console.log(
        `${label}: rate history ${response.status} ${body.outcome ?? body.error ?? ''}, stored ${body.stored ?? 0}` +
          (fired > 0 ? `, alerts fired ${fired}` : ''),
      );
    if (body.stored > 0) recorded = true;
    return response.ok;
  };
  // The first call waits for the server (a dev compile, a demo start): up to 3 minutes.
  void (async () => {
    for (let attempt = 0; attempt < 90 && !stopped; attempt += 1) {
      if (await record().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  })();
  const timer = setInterval(() => void record().catch(() => undefined), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
