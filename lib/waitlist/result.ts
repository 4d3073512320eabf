import type { WaitlistFieldErrors } from './schema';

/** Success looks the same for a new address, a known one and a caught bot. */
export type WaitlistResult =
  | { status: 'success' }
  | { status: 'invalid'; fieldErrors: WaitlistFieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'error' };

export type WaitlistSubmission = {
  fullName: string;
  email: string;
  phoneNumber: string;
  website?: string;
  source?: string | null;
};
