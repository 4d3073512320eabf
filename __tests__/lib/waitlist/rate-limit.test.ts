/** @jest-environment node */
import { createRateLimiter } from '@/lib/waitlist/rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows 5 attempts in 10 minutes, then says when the oldest one expires', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, now: time.now });
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.consume('203.0.113.1')).toEqual({ allowed: true });
      time.advance(60_000);
    }
    expect(limiter.consume('203.0.113.1')).toEqual({ allowed: false, retryAfterMs: 300_000 });
  });

  it('slides: each attempt frees its place when it is a window old', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, now: time.now });
    limiter.consume('a');
    time.advance(600);
    limiter.consume('a');
    expect(limiter.consume('a').allowed).toBe(false);
    time.advance(400);
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterMs: 600 });
  });

  it('counts each key apart', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('b').allowed).toBe(true);
    expect(limiter.consume('a').allowed).toBe(false);
  });

  it('gives an attempt back on refund', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    limiter.consume('a');
    limiter.refund('a');
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('remembers at most maxKeys addresses, forgetting the expired and then the least recent first', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2, now: time.now });
    limiter.consume('old');
    time.advance(2_000);
    limiter.consume('a');
    limiter.consume('b'); // 'old' has expired: it goes
    expect(limiter.consume('a').allowed).toBe(false);
    expect(limiter.consume('b').allowed).toBe(false);
    limiter.consume('c'); // nothing expired: the least recently seen ('a') goes
    expect(limiter.consume('b').allowed).toBe(false);
    expect(limiter.consume('a').allowed).toBe(true);
  });
});
