/** @jest-environment node */
import {
  clientAddressSetting,
  createClientAddressWarnings,
  describeClientAddressSetting,
  readClientAddress,
} from '@/lib/signup/client-ip';

const from = (headers: Record<string, string>, trustedHops = 1) =>
  readClientAddress(new Headers(headers), { header: 'x-forwarded-for', trustedHops }).key;

const onVercel = clientAddressSetting({
  isVercel: true,
  trustedProxyHops: 1,
  trustedProxyHeader: 'x-forwarded-for',
});
const realIp = (headers: Record<string, string>) =>
  readClientAddress(new Headers(headers), { header: 'x-real-ip' });

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

  it('trusts no address when there are fewer entries than hops: an outer proxy was skipped, the client wrote one', () => {
    const read = (header: string, trustedHops: number) =>
      readClientAddress(new Headers({ 'x-forwarded-for': header, 'x-real-ip': '203.0.113.72' }), {
        header: 'x-forwarded-for',
        trustedHops,
      });
    expect(read('203.0.113.70', 2)).toEqual({ key: 'untrusted', kind: 'untrusted' });
    expect(read('203.0.113.71, 172.70.1.2', 10)).toEqual({ key: 'untrusted', kind: 'untrusted' });
  });

  it('trusts no header with zero hops: every request shares the untrusted key', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.80' }, 0)).toBe('untrusted');
    expect(from({ 'x-forwarded-for': '203.0.113.81, 198.51.100.1' }, 0)).toBe('untrusted');
    expect(from({ 'x-real-ip': '203.0.113.82' }, 0)).toBe('untrusted');
  });

  it('never reads x-real-ip by default: without x-forwarded-for the request is untrusted', () => {
    expect(from({ 'x-real-ip': '203.0.113.10' })).toBe('untrusted');
    expect(from({})).toBe('untrusted');
    expect(from({ 'x-forwarded-for': '203.0.113.13', 'x-real-ip': '203.0.113.10' })).toBe('203.0.113.13');
  });

  it('gives the untrusted key when the trusted entry is not an address', () => {
    expect(from({ 'x-forwarded-for': 'garbage', 'x-real-ip': '203.0.113.11' })).toBe('untrusted');
    expect(from({ 'x-forwarded-for': '203.0.113.12, unknown' })).toBe('untrusted');
    expect(from({ 'x-forwarded-for': '' })).toBe('untrusted');
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

describe('readClientAddress with TRUSTED_PROXY_HEADER=x-real-ip', () => {
  it('reads x-real-ip alone, which the proxy overwrites, and never x-forwarded-for', () => {
    expect(
      clientAddressSetting({ isVercel: false, trustedProxyHops: 1, trustedProxyHeader: 'x-real-ip' }),
    ).toEqual({ header: 'x-real-ip' });
    expect(realIp({ 'x-real-ip': '203.0.113.20', 'x-forwarded-for': '1.2.3.4, 198.51.100.9' })).toEqual({
      key: '203.0.113.20',
      kind: 'public',
    });
    expect(realIp({ 'x-real-ip': '2001:db8:5:6::7' }).key).toBe('2001:db8:5:6::/64');
  });

  it('gives the untrusted key without a usable x-real-ip, whatever x-forwarded-for says', () => {
    expect(realIp({ 'x-forwarded-for': '203.0.113.21' })).toEqual({ key: 'untrusted', kind: 'untrusted' });
    expect(realIp({ 'x-real-ip': '203.0.113.22, 203.0.113.23' }).key).toBe('untrusted');
  });

  it('still trusts nothing with zero hops: no proxy in front writes it', () => {
    expect(
      clientAddressSetting({ isVercel: false, trustedProxyHops: 0, trustedProxyHeader: 'x-real-ip' }),
    ).toEqual({ header: 'x-forwarded-for', trustedHops: 0 });
  });
});

describe('readClientAddress on Vercel', () => {
  it('reads x-vercel-forwarded-for, which a proxy in front of Vercel cannot rewrite, whatever TRUSTED_PROXY_HOPS says', () => {
    for (const trustedProxyHeader of ['x-forwarded-for', 'x-real-ip'] as const)
      expect(clientAddressSetting({ isVercel: true, trustedProxyHops: 3, trustedProxyHeader })).toEqual({
        header: 'x-vercel-forwarded-for',
      });
    const headers = new Headers({
      'x-vercel-forwarded-for': '203.0.113.90',
      'x-forwarded-for': '198.51.100.1, 198.51.100.2',
      'x-real-ip': '198.51.100.3',
    });
    expect(readClientAddress(headers, onVercel)).toEqual({ key: '203.0.113.90', kind: 'public' });
  });

  it('counts an IPv6 visitor by /64 there too, and gives the untrusted key without the header', () => {
    expect(
      readClientAddress(new Headers({ 'x-vercel-forwarded-for': '2001:db8:1:2::9' }), onVercel).key,
    ).toBe('2001:db8:1:2::/64');
    expect(readClientAddress(new Headers({ 'x-forwarded-for': '203.0.113.91' }), onVercel)).toEqual({
      key: 'untrusted',
      kind: 'untrusted',
    });
  });

  it('reads x-forwarded-for elsewhere', () => {
    expect(
      clientAddressSetting({ isVercel: false, trustedProxyHops: 2, trustedProxyHeader: 'x-forwarded-for' }),
    ).toEqual({
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

  it('calls a missing or unusable entry untrusted', () => {
    expect(kind('garbage')).toBe('untrusted');
  });
});

describe('the start log and the warnings', () => {
  it('states which header is read and how many proxies are counted', () => {
    expect(describeClientAddressSetting({ header: 'x-forwarded-for', trustedHops: 2 })).toMatch(
      /x-forwarded-for, entry 2 from the end \(TRUSTED_PROXY_HOPS=2.*x-real-ip is not read.*WAITLIST_LIMIT_UNTRUSTED/,
    );
    expect(describeClientAddressSetting(onVercel)).toMatch(
      /x-vercel-forwarded-for.*TRUSTED_PROXY_HOPS is not read/,
    );
    expect(describeClientAddressSetting({ header: 'x-forwarded-for', trustedHops: 0 })).toMatch(
      /none \(TRUSTED_PROXY_HOPS=0\).*one count \(WAITLIST_LIMIT_UNTRUSTED\)/,
    );
    expect(describeClientAddressSetting({ header: 'x-real-ip' })).toMatch(
      /x-real-ip.*TRUSTED_PROXY_HEADER=x-real-ip.*x-forwarded-for is not read/,
    );
  });

  it('warns once, at the first private or loopback address, naming the setting but never the address', () => {
    const warnings: string[] = [];
    const warn = createClientAddressWarnings({ header: 'x-forwarded-for', trustedHops: 1 }, (message) =>
      warnings.push(message),
    );
    warn({ key: '203.0.113.5', kind: 'public' });
    expect(warnings).toEqual([]);
    warn({ key: '10.0.0.7', kind: 'private' });
    warn({ key: '127.0.0.1', kind: 'loopback' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /x-forwarded-for \(TRUSTED_PROXY_HOPS=1\) is private.*raise TRUSTED_PROXY_HOPS/,
    );
    expect(warnings[0]).not.toContain('10.0.0.7');
  });

  it('warns once, at the first request with too few forwarded entries, never with an address', () => {
    const warnings: string[] = [];
    const setting = { header: 'x-forwarded-for', trustedHops: 2 } as const;
    const warn = createClientAddressWarnings(setting, (message) => warnings.push(message));
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.44', 'x-real-ip': '198.51.100.45' });
    warn(readClientAddress(headers, setting));
    warn(readClientAddress(new Headers(), setting));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /fewer x-forwarded-for entries than TRUSTED_PROXY_HOPS=2.*WAITLIST_LIMIT_UNTRUSTED.*once per process/,
    );
    expect(warnings[0]).not.toContain('198.51.100');
    warn({ key: '10.0.0.8', kind: 'private' });
    expect(warnings).toHaveLength(2); // the private-address warning is a separate one
  });

  it('names x-real-ip when that header is missing, and says nothing with zero hops, where every request is untrusted', () => {
    const warnings: string[] = [];
    createClientAddressWarnings({ header: 'x-real-ip' }, (message) => warnings.push(message))({
      key: 'untrusted',
      kind: 'untrusted',
    });
    expect(warnings).toEqual([
      expect.stringMatching(/no usable x-real-ip \(TRUSTED_PROXY_HEADER=x-real-ip\)/),
    ]);

    const none = createClientAddressWarnings({ header: 'x-forwarded-for', trustedHops: 0 }, (message) =>
      warnings.push(message),
    );
    none({ key: 'untrusted', kind: 'untrusted' });
    expect(warnings).toHaveLength(1);
  });
});
