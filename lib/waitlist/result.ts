import type { WaitlistFieldErrors } from './schema';

/**
 * Success looks the same for a new address, a known one, one over its e-mail or phone limit, and a caught bot.
 * A refusal names only what the visitor shares with strangers anyway: their network, or everyone.
 */
export type WaitlistResult =
  /** `confirmByMail`: a mail asks to confirm the address (mail on), so the form says so. */
  | { status: 'success'; confirmByMail?: boolean }
  | { status: 'invalid'; fieldErrors: WaitlistFieldErrors }
  | { status: 'rate-limited'; scope: 'network' | 'everyone'; retryAfterSeconds: number }
  | { status: 'error' };

export type WaitlistSubmission = {
  fullName: string;
  email: string;
  phoneNumber: string;
  website?: string;
  source?: string | null;
};
