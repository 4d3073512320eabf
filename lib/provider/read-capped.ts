import 'server-only';

/** The most we read of an upstream answer: the provider's configuration is a few KB, the review summary less. */
const UPSTREAM_BODY_LIMIT_BYTES = 256 * 1024;

export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The answer is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The body as text, read until `limitBytes` and no further: an upstream that streams without end must not fill this
 * server's memory. A declared Content-Length over the limit is refused before any byte is read.
 * @throws BodyTooLargeError past the limit (the rest is cancelled); the stream's own error when reading fails.
 */
export async function readCappedText(
  response: Response,
  limitBytes: number = UPSTREAM_BODY_LIMIT_BYTES,
): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limitBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limitBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * How long an upstream asks us to wait (Retry-After: seconds, or an HTTP date), in milliseconds; undefined when it
 * does not say or says something unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; Date.parse would also take '-1' or '2026' as a date.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
