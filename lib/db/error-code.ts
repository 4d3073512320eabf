/** The error's SQLSTATE or name, never its message: PostgreSQL messages and details can quote the row. */
export function errorCodeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'unknown';
}
