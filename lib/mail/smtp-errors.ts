type SmtpError = Error & { code?: unknown; responseCode?: unknown; command?: unknown };

export function errorSummary(error: unknown): string {
  // Not `instanceof Error`: an error from another realm (a vm context, a worker) is one too.
  const { name, code, responseCode, command } = (error ?? {}) as Partial<SmtpError>;
  return [
    typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)
      ? code
      : typeof name === 'string' && /^\w{1,40}$/.test(name)
        ? name
        : 'unknown',
    typeof responseCode === 'number' ? String(responseCode) : '',
    typeof command === 'string' && /^[A-Z ]{2,12}$/.test(command) ? command : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Failures of the server or of our settings, not of this message: the rest of the batch would meet them too.
const serverFailures = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
  'EPROXY',
  'EABORT',
  'ECONFIG',
]);

export function isServerFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return (typeof code === 'string' && serverFailures.has(code)) || responseCode === 421;
}

/** 5xx at RCPT TO (RFC 5321 §4.2.1; 503 is sequencing): retrying would only hurt the sender's reputation. */
export function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode, command } = (error ?? {}) as SmtpError;
  return (
    code === 'EENVELOPE' &&
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503
  );
}
