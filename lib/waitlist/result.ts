import type { WaitlistFieldErrors } from './schema';

/** Success looks the same in every case; a refusal names only what the visitor shares with strangers anyway. */
export type WaitlistResult =
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
