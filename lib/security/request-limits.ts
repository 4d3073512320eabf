// Shared by next.config.ts (the proxy's copy of a request body) and lib/security/request-guard.ts (what it accepts).

/** Largest Server Action body we read: a sign-up is under 1 KB, Next's own action limit is 1 MB. */
export const ACTION_BODY_LIMIT_BYTES = 16 * 1024;
