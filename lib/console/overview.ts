import 'server-only';

import { alertFigures } from '@/lib/alerts/alerts';
import type { Breakdown } from '@/lib/figures/grouped-counts';
import { mailOverview } from '@/lib/mail/mail';
import { lastRecording } from '@/lib/rates/history/history';
import { signupFigures } from '@/lib/waitlist/waitlist';

export type Overview = {
  at: Date;
  signups: Breakdown;
  alerts: Breakdown;
  mail: Awaited<ReturnType<typeof mailOverview>>;
  recording: Awaited<ReturnType<typeof lastRecording>>;
};

export async function loadOverview(): Promise<Overview> {
  const [signups, alerts, mail, recording] = await Promise.all([
    signupFigures(),
    alertFigures(),
    mailOverview(),
    lastRecording(),
  ]);
  return { at: new Date(), signups, alerts, mail, recording };
}

/** A recording older than this means the daily cron has missed a run (a day, and two hours of slack). */
export const RECORDING_WARN_HOURS = 26;
