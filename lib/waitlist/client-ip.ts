import { BlockList, isIPv4, isIPv6 } from 'node:net';

type HeaderSource = { get(name: string): string | null };

/** Where the client's address is read: docs/scaling.md#the-client-address-trusted_proxy_hops */
export type ClientAddressSetting =
  { header: 'x-vercel-forwarded-for' } | { header: 'x-forwarded-for'; trustedHops: number };

/**
 * `public`: worth a count of its own. `private` or `loopback`: written by a proxy of ours, so every visitor behind it
 * would share one count. `none`: nothing usable was sent.
 */
type AddressKind = 'public' | 'private' | 'loopback' | 'none';

export type ClientAddress = { key: string; kind: AddressKind };

export function clientAddressSetting({
  isVercel,
  trustedProxyHops,
}: {
  isVercel: boolean;
  trustedProxyHops: number;
}): ClientAddressSetting {
  // Vercel overwrites x-forwarded-for, but a proxy put in front of Vercel could rewrite it; this one it keeps.
  return isVercel
    ? { header: 'x-vercel-forwarded-for' }
    : { header: 'x-forwarded-for', trustedHops: trustedProxyHops };
}

/** The start log's line: which header is read, and what to set when it is the wrong one. */
export function describeClientAddressSetting(setting: ClientAddressSetting): string {
  if (setting.header === 'x-vercel-forwarded-for')
    return 'Waitlist client address: x-vercel-forwarded-for, written by Vercel (TRUSTED_PROXY_HOPS is not read on Vercel).';
  if (setting.trustedHops < 1)
    return (
      'Waitlist client address: none (TRUSTED_PROXY_HOPS=0): no header is trusted, every sign-up shares one ' +
      'per-address count. Put a proxy in front and set TRUSTED_PROXY_HOPS (docs/scaling.md).'
    );
  return (
    `Waitlist client address: x-forwarded-for, entry ${setting.trustedHops} from the end ` +
    `(TRUSTED_PROXY_HOPS=${setting.trustedHops}: the proxies in front that append to it).`
  );
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Addresses a visitor never has on the internet: a proxy (a load balancer, a carrier's NAT) wrote them.
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');
nonPublic.addSubnet('fc00::', 7, 'ipv6');
nonPublic.addSubnet('fe80::', 10, 'ipv6');
nonPublic.addAddress('::', 'ipv6');

function kindOf(address: string, family: 'ipv4' | 'ipv6'): AddressKind {
  if (loopback.check(address, family)) return 'loopback';
  return nonPublic.check(address, family) ? 'private' : 'public';
}

/** An IPv6 address's /64 network: one household or phone gets a whole /64, so counting single addresses is pointless. */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const NO_ADDRESS: ClientAddress = { key: 'unknown', kind: 'none' };

function normalise(candidate: string | null | undefined): ClientAddress {
  if (!candidate) return NO_ADDRESS;
  let address = candidate.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1'); // [v6]:port
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, ''); // v4:port
  address = address.replace(/%.*$/, ''); // zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) return { key: address, kind: kindOf(address, 'ipv4') };
  if (isIPv6(address)) return { key: ipv6Network(address), kind: kindOf(address, 'ipv6') };
  return NO_ADDRESS;
}

/** The address a sign-up is counted under, and what kind of address it is. */
export function readClientAddress(headers: HeaderSource, setting: ClientAddressSetting): ClientAddress {
  if (setting.header === 'x-vercel-forwarded-for')
    return normalise(headers.get('x-vercel-forwarded-for')?.split(',')[0]);
  if (setting.trustedHops < 1) return NO_ADDRESS;
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded === null) return normalise(headers.get('x-real-ip'));
  const entries = forwarded.split(',');
  return normalise(entries[Math.max(0, entries.length - setting.trustedHops)]);
}

/**
 * Calls `warn` the first time a private or loopback address is read: a proxy in front that the setting does not count
 * would otherwise silently put every visitor in one count. Never passes the address itself (logs hold none).
 */
export function createPrivateAddressWarning(
  setting: ClientAddressSetting,
  warn: (message: string) => void,
): (address: ClientAddress) => void {
  let warned = false;
  return ({ kind }) => {
    if (warned || (kind !== 'private' && kind !== 'loopback')) return;
    warned = true;
    const where =
      setting.header === 'x-vercel-forwarded-for'
        ? 'x-vercel-forwarded-for'
        : `x-forwarded-for (TRUSTED_PROXY_HOPS=${setting.trustedHops})`;
    warn(
      `Waitlist client address: the address read from ${where} is ${kind}, so it is a proxy's, not a visitor's: ` +
        'everyone behind that proxy shares one per-address count. If another proxy is in front, raise ' +
        'TRUSTED_PROXY_HOPS (docs/scaling.md). Said once per process.',
    );
  };
}
