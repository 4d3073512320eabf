/** @jest-environment node */
import {
  clientAddressSetting,
  createPrivateAddressWarning,
  describeClientAddressSetting,
  readClientAddress,
} from '@/lib/waitlist/client-ip';

const from = (headers: Record<string, string>, trustedHops = 1) =>
  readClientAddress(new Headers(headers), { header: 'x-forwarded-for', trustedHops }).key;

const onVercel = clientAddressSetting({ isVercel: true, trustedProxyHops: 1 });

describe('readClientAddress', () => {
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

describe('readClientAddress on Vercel', () => {
  it('reads x-vercel-forwarded-for, which a proxy in front of Vercel cannot rewrite, whatever TRUSTED_PROXY_HOPS says', () => {
    expect(clientAddressSetting({ isVercel: true, trustedProxyHops: 3 })).toEqual({
      header: 'x-vercel-forwarded-for',
    });
    const headers = new Headers({
      'x-vercel-forwarded-for': '203.0.113.90',
      'x-forwarded-for': '198.51.100.1, 198.51.100.2',
      'x-real-ip': '198.51.100.3',
    });
    expect(readClientAddress(headers, onVercel)).toEqual({ key: '203.0.113.90', kind: 'public' });
  });

  it('counts an IPv6 visitor by /64 there too, and gives the shared key without the header', () => {
    expect(
      readClientAddress(new Headers({ 'x-vercel-forwarded-for': '2001:db8:1:2::9' }), onVercel).key,
    ).toBe('2001:db8:1:2::/64');
    expect(readClientAddress(new Headers({ 'x-forwarded-for': '203.0.113.91' }), onVercel)).toEqual({
      key: 'unknown',
      kind: 'none',
    });
  });

  it('reads x-forwarded-for elsewhere', () => {
    expect(clientAddressSetting({ isVercel: false, trustedProxyHops: 2 })).toEqual({
      header: 'x-forwarded-for',
      trustedHops: 2,
    });
  });
});

describe('the kind of address read', () => {
  const kind = (address: string) =>
    readClientAddress(new Headers({ 'x-forwarded-for': address }), {
      header: 'x-forwarded-for',
      trustedHops: 1,
    }).kind;

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    'fd00::1',
    'fe80::1',
  ])('calls %s private: a proxy wrote it', (address) => expect(kind(address)).toBe('private'));

  it.each(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'])('calls %s loopback', (address) =>
    expect(kind(address)).toBe('loopback'),
  );

  it.each(['203.0.113.1', '172.32.0.1', '100.128.0.1', '2001:db8::1', '41.58.0.1'])(
    'calls %s public',
    (address) => expect(kind(address)).toBe('public'),
  );

  it('calls a missing or unusable entry none', () => {
    expect(kind('garbage')).toBe('none');
  });
});

describe('the start log and the private-address warning', () => {
  it('states which header is read and how many proxies are counted', () => {
    expect(describeClientAddressSetting({ header: 'x-forwarded-for', trustedHops: 2 })).toMatch(
      /x-forwarded-for, entry 2 from the end \(TRUSTED_PROXY_HOPS=2/,
    );
    expect(describeClientAddressSetting(onVercel)).toMatch(
      /x-vercel-forwarded-for.*TRUSTED_PROXY_HOPS is not read/,
    );
    expect(describeClientAddressSetting({ header: 'x-forwarded-for', trustedHops: 0 })).toMatch(
      /none \(TRUSTED_PROXY_HOPS=0\).*one per-address count/,
    );
  });

  it('warns once, at the first private or loopback address, naming the setting but never the address', () => {
    const warnings: string[] = [];
    const warn = createPrivateAddressWarning({ header: 'x-forwarded-for', trustedHops: 1 }, (message) =>
      warnings.push(message),
    );
    warn({ key: '203.0.113.5', kind: 'public' });
    warn({ key: 'unknown', kind: 'none' });
    expect(warnings).toEqual([]);
    warn({ key: '10.0.0.7', kind: 'private' });
    warn({ key: '127.0.0.1', kind: 'loopback' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /x-forwarded-for \(TRUSTED_PROXY_HOPS=1\) is private.*raise TRUSTED_PROXY_HOPS/,
    );
    expect(warnings[0]).not.toContain('10.0.0.7');
  });
});
