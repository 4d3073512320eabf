// The rate history's timer for `npm run dev` and `npm run demo`: these scripts call the recorder route as Vercel Cron
// or a systemd timer would, so no server process ever schedules work (every production replica would run it).
import { randomBytes } from 'node:crypto';

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
  /** @param {boolean} quiet */
  const record = async (quiet) => {
    const response = await fetch(`${origin}/api/cron/rates`, {
      headers: { authorization: `Bearer ${secret}` },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => ({}));
    if (!quiet || !response.ok || body.stored > 0)
      console.log(
        `${label}: rate history ${response.status} ${body.outcome ?? body.error ?? ''}, stored ${body.stored ?? 0}`,
      );
    return response.ok;
  };
  // The first call waits for the server (a dev compile, a demo start): up to 3 minutes.
  void (async () => {
    for (let attempt = 0; attempt < 90 && !stopped; attempt += 1) {
      if (await record(true).catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  })();
  const timer = setInterval(() => void record(true).catch(() => undefined), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
