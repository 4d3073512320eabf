class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A schema of zod's, classic or mini: the browser's come from zod/mini (lib/schemas). */
type Parser<T> = { parse(input: unknown): T };

export async function getJson<T>(url: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
        ? body.error
        : response.statusText;
    throw new ApiError(response.status, message);
  }
  return schema.parse(body);
}
