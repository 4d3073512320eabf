/** @jest-environment node */
import { clientIpFrom } from '@/lib/waitlist/client-ip';

const from = (headers: Record<string, string>) => clientIpFrom(new Headers(headers));

describe('clientIpFrom', () => {
  it('takes the last x-forwarded-for entry: the address the nearest proxy saw', () => {
    expect(from({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('falls back to x-real-ip, then to one shared key', () => {
    expect(from({ 'x-real-ip': '203.0.113.10' })).toBe('203.0.113.10');
    expect(from({ 'x-forwarded-for': 'garbage', 'x-real-ip': '203.0.113.11' })).toBe('203.0.113.11');
    expect(from({})).toBe('unknown');
  });

  it('strips ports, brackets and the IPv4-in-IPv6 prefix', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.12:51234' })).toBe('203.0.113.12');
    expect(from({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(from({ 'x-forwarded-for': '[2001:db8::1]:443' })).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv6 client by its /64 network, which one subscriber holds whole', () => {
    expect(from({ 'x-forwarded-for': '2001:0db8:85a3:0000:0000:8a2e:0370:7334' })).toBe(
      '2001:db8:85a3:0::/64',
    );
    expect(from({ 'x-forwarded-for': '2001:db8:85a3::ffff' })).toBe('2001:db8:85a3:0::/64');
    expect(from({ 'x-forwarded-for': '::1' })).toBe('0:0:0:0::/64');
  });
});
