import type { WaitlistFieldErrors } from './schema';

/** What the Server Action answers. Success looks the same for a new address, a known one and a caught bot. */
export type WaitlistResult =
  | { status: 'success' }
  | { status: 'invalid'; fieldErrors: WaitlistFieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'error' };

/** What the form sends: the three fields, the honeypot and what opened the form. */
export type WaitlistSubmission = {
  fullName: string;
  email: string;
  phoneNumber: string;
  /** The honeypot: invisible to people, filled by bots. */
  website?: string;
  source?: string | null;
};
