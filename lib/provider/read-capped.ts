import 'server-only';

const UPSTREAM_BODY_LIMIT_BYTES = 256 * 1024;

export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The answer is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

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

export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; Date.parse would also take '-1' or '2026' as a date.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
