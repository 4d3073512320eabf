import { isIPv4, isIPv6 } from 'node:net';

type HeaderSource = { get(name: string): string | null };

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

function normalise(candidate: string | undefined): string | null {
  if (!candidate) return null;
  let address = candidate.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1'); // [v6]:port
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, ''); // v4:port
  address = address.replace(/%.*$/, ''); // zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return ipv6Network(address);
  return null;
}

/** Which x-forwarded-for entry to trust: docs/scaling.md#the-client-address-trusted_proxy_hops */
export function clientIpFrom(headers: HeaderSource, trustedHops: number): string {
  if (trustedHops < 1) return 'unknown';
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded === null) return normalise(headers.get('x-real-ip') ?? undefined) ?? 'unknown';
  const entries = forwarded.split(',');
  return normalise(entries[Math.max(0, entries.length - trustedHops)]) ?? 'unknown';
}
