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

/**
 * The key the rate limit counts by. The *last* x-forwarded-for entry is the address that reached the nearest proxy
 * (a proxy appends to what the client sent; Vercel overwrites the header). With no proxy, Next fills the header with
 * the socket's address when the client sent none. x-real-ip is a fallback. Trust is only as good as the proxy in
 * front: a client talking to `next start` directly can send its own x-forwarded-for.
 */
export function clientIpFrom(headers: HeaderSource): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1);
  return normalise(forwarded) ?? normalise(headers.get('x-real-ip') ?? undefined) ?? 'unknown';
}
