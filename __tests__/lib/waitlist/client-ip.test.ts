/** @jest-environment node */
import { clientIpFrom } from '@/lib/waitlist/client-ip';

const from = (headers: Record<string, string>, trustedHops = 1) =>
  clientIpFrom(new Headers(headers), trustedHops);

describe('clientIpFrom', () => {
  it('takes the last x-forwarded-for entry behind one proxy: the address that proxy saw', () => {
    expect(from({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('behind one proxy, a forged x-forwarded-for cannot choose the key', () => {
    // nginx appends the address it was reached from ($proxy_add_x_forwarded_for) to whatever the client sent.
    for (const forged of ['10.0.0.1', '10.0.0.2, 10.0.0.3', 'garbage', '', '198.51.100.7, ']) {
      const header = forged ? `${forged}, 203.0.113.50` : '203.0.113.50';
      expect(from({ 'x-forwarded-for': header, 'x-real-ip': '10.9.9.9' })).toBe('203.0.113.50');
    }
  });

  it('reads as many entries back as there are trusted hops', () => {
    // Cloudflare, then nginx: Cloudflare appends the visitor, nginx appends Cloudflare's edge.
    const header = '10.0.0.1, 203.0.113.60, 172.70.1.2';
    expect(from({ 'x-forwarded-for': header }, 2)).toBe('203.0.113.60');
    expect(from({ 'x-forwarded-for': header }, 3)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': header }, 1)).toBe('172.70.1.2');
  });

  it('takes the first entry when there are fewer entries than hops (an outer proxy was skipped)', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.70' }, 2)).toBe('203.0.113.70');
    expect(from({ 'x-forwarded-for': '203.0.113.71, 172.70.1.2' }, 10)).toBe('203.0.113.71');
  });

  it('trusts no header with zero hops: every request shares one key', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.80' }, 0)).toBe('unknown');
    expect(from({ 'x-forwarded-for': '203.0.113.81, 198.51.100.1' }, 0)).toBe('unknown');
    expect(from({ 'x-real-ip': '203.0.113.82' }, 0)).toBe('unknown');
  });

  it('falls back to x-real-ip without x-forwarded-for, then to one shared key', () => {
    expect(from({ 'x-real-ip': '203.0.113.10' })).toBe('203.0.113.10');
    expect(from({})).toBe('unknown');
  });

  it('gives the shared key when the trusted entry is not an address', () => {
    expect(from({ 'x-forwarded-for': 'garbage', 'x-real-ip': '203.0.113.11' })).toBe('unknown');
    expect(from({ 'x-forwarded-for': '203.0.113.12, unknown' })).toBe('unknown');
  });

  it('strips ports, brackets and the IPv4-in-IPv6 prefix', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.12:51234' })).toBe('203.0.113.12');
    expect(from({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(from({ 'x-forwarded-for': '[2001:db8::1]:443' })).toBe('2001:db8:0:0::/64');
    expect(from({ 'x-forwarded-for': '10.0.0.1, [2001:db8::2]:443, 172.70.1.2' }, 2)).toBe(
      '2001:db8:0:0::/64',
    );
  });

  it('counts an IPv6 client by its /64 network, which one subscriber holds whole', () => {
    expect(from({ 'x-forwarded-for': '2001:0db8:85a3:0000:0000:8a2e:0370:7334' })).toBe(
      '2001:db8:85a3:0::/64',
    );
    expect(from({ 'x-forwarded-for': '2001:db8:85a3::ffff' })).toBe('2001:db8:85a3:0::/64');
    expect(from({ 'x-forwarded-for': '::1' })).toBe('0:0:0:0::/64');
  });
});
