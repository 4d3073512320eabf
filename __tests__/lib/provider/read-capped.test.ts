/** @jest-environment node */
import { BodyTooLargeError, readCappedText, retryAfterMs } from '@/lib/provider/read-capped';

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
  );

describe('readCappedText', () => {
  it('reads a body up to the limit, multi-byte characters split across chunks included', async () => {
    const naira = new TextEncoder().encode('₦'); // 3 bytes
    const response = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(naira.slice(0, 1));
          controller.enqueue(naira.slice(1));
          controller.enqueue(new TextEncoder().encode('12'));
          controller.close();
        },
      }),
    );
    await expect(readCappedText(response, 5)).resolves.toBe('₦12');
  });

  it('refuses a streamed body one byte past the limit', async () => {
    await expect(readCappedText(streamOf('abc', 'de', 'f'), 5)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('refuses a declared length past the limit before reading', async () => {
    const response = new Response('[]', { headers: { 'content-length': '999999' } });
    await expect(readCappedText(response, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-26T07:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 07:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Thu, 26 Nov 2026 06:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
