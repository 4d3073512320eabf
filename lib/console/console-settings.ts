import { env } from '@/lib/env';

export function adminEmails(): readonly string[] {
  return env.ADMIN_EMAILS ?? [];
}

/** Trimmed, lower-cased and exact: no `+tag` or dot folding, which would let an alias sign in. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function isAdminEmail(email: string): boolean {
  return adminEmails().includes(normalEmail(email));
}

/** On with a list and with mail (the sign-in link is mailed); otherwise every /admin path answers 404. */
export function consoleIsOn(): boolean {
  return adminEmails().length > 0 && Boolean(env.SMTP_URL && env.MAIL_FROM);
}

export const CONSOLE_LIMITS = {
  tokenMinutes: 15,
  idleHours: 2,
  absoluteHours: 12,
  lookupMinutes: 60,
  mailsPerAddressPerHour: 10,
  mailsPerNetworkPerHour: 20,
  auditDays: 365,
} as const;
