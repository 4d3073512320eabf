import { BlockList, isIPv4, isIPv6 } from 'node:net';

type HeaderSource = { get(name: string): string | null };

export type ClientAddressSetting =
  | { header: 'x-vercel-forwarded-for' }
  | { header: 'x-real-ip' }
  | { header: 'x-forwarded-for'; trustedHops: number };

/** `private`/`loopback`: a proxy of ours wrote it, shared by all behind it; `untrusted`: the client may have chosen it. */
type AddressKind = 'public' | 'private' | 'loopback' | 'untrusted';

export type ClientAddress = { key: string; kind: AddressKind };

export const UNTRUSTED_KEY = 'untrusted';

const UNTRUSTED: ClientAddress = { key: UNTRUSTED_KEY, kind: 'untrusted' };

export function clientAddressSetting({
  isVercel,
  trustedProxyHops,
  trustedProxyHeader,
}: {
  isVercel: boolean;
  trustedProxyHops: number;
  trustedProxyHeader: 'x-forwarded-for' | 'x-real-ip';
}): ClientAddressSetting {
  // Vercel overwrites x-forwarded-for, but a proxy put in front of Vercel could rewrite it; this one it keeps.
  if (isVercel) return { header: 'x-vercel-forwarded-for' };
  if (trustedProxyHops < 1 || trustedProxyHeader === 'x-forwarded-for')
    return { header: 'x-forwarded-for', trustedHops: trustedProxyHops };
  return { header: 'x-real-ip' };
}

export function describeClientAddressSetting(setting: ClientAddressSetting): string {
  if (setting.header === 'x-vercel-forwarded-for')
    return 'Waitlist client address: x-vercel-forwarded-for, written by Vercel (TRUSTED_PROXY_HOPS is not read on Vercel).';
  if (setting.header === 'x-real-ip')
    return (
      'Waitlist client address: x-real-ip, which the proxy in front must overwrite (TRUSTED_PROXY_HEADER=x-real-ip); ' +
      'x-forwarded-for is not read. Requests without it share one count (WAITLIST_LIMIT_UNTRUSTED).'
    );
  if (setting.trustedHops < 1)
    return (
      'Waitlist client address: none (TRUSTED_PROXY_HOPS=0): no header is trusted, every sign-up shares one ' +
      'count (WAITLIST_LIMIT_UNTRUSTED). Put a proxy in front and set TRUSTED_PROXY_HOPS (docs/scaling.md).'
    );
  return (
    `Waitlist client address: x-forwarded-for, entry ${setting.trustedHops} from the end ` +
    `(TRUSTED_PROXY_HOPS=${setting.trustedHops}: the proxies in front that append to it); x-real-ip is not read ` +
    `(TRUSTED_PROXY_HEADER). Requests with fewer entries share one count (WAITLIST_LIMIT_UNTRUSTED).`
  );
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

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

function normalise(candidate: string | null | undefined): ClientAddress {
  if (!candidate) return UNTRUSTED;
  let address = candidate.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1'); // [v6]:port
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, ''); // v4:port
  address = address.replace(/%.*$/, ''); // zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) return { key: address, kind: kindOf(address, 'ipv4') };
  if (isIPv6(address)) return { key: ipv6Network(address), kind: kindOf(address, 'ipv6') };
  return UNTRUSTED;
}

export function readClientAddress(headers: HeaderSource, setting: ClientAddressSetting): ClientAddress {
  if (setting.header === 'x-vercel-forwarded-for')
    return normalise(headers.get('x-vercel-forwarded-for')?.split(',')[0]);
  if (setting.header === 'x-real-ip') return normalise(headers.get('x-real-ip'));
  if (setting.trustedHops < 1) return UNTRUSTED;
  const entries = headers.get('x-forwarded-for')?.split(',') ?? [];
  // Fewer entries than proxies: the request skipped an outer one, so the first entry may be the client's own choice.
  if (entries.length < setting.trustedHops) return UNTRUSTED;
  return normalise(entries[entries.length - setting.trustedHops]);
}

function describeHeader(setting: ClientAddressSetting): string {
  if (setting.header === 'x-forwarded-for')
    return `x-forwarded-for (TRUSTED_PROXY_HOPS=${setting.trustedHops})`;
  return setting.header === 'x-real-ip' ? 'x-real-ip (TRUSTED_PROXY_HEADER=x-real-ip)' : setting.header;
}

// Either warning means the proxies in front are not the ones the setting describes; logs never hold the address.
export function createClientAddressWarnings(
  setting: ClientAddressSetting,
  warn: (message: string) => void,
): (address: ClientAddress) => void {
  const where = describeHeader(setting);
  const trustsNothing = setting.header === 'x-forwarded-for' && setting.trustedHops < 1;
  let warnedPrivate = false;
  let warnedUntrusted = false;
  return ({ kind }) => {
    if (kind === 'untrusted' && !warnedUntrusted && !trustsNothing) {
      warnedUntrusted = true;
      const missing =
        setting.header === 'x-forwarded-for'
          ? `fewer x-forwarded-for entries than TRUSTED_PROXY_HOPS=${setting.trustedHops}, or no usable one`
          : `no usable ${where}`;
      warn(
        `Waitlist client address: a request arrived with ${missing}, so it reached this server past the proxy ` +
          'the setting describes (or the setting counts more proxies than there are). Such requests share one count ' +
          '(WAITLIST_LIMIT_UNTRUSTED); let only the proxy reach this server, or correct the setting (docs/scaling.md). ' +
          'Said once per process.',
      );
    }
    if ((kind === 'private' || kind === 'loopback') && !warnedPrivate) {
      warnedPrivate = true;
      const fix =
        setting.header === 'x-real-ip'
          ? "have the proxy that writes x-real-ip take the visitor's address from the one in front (nginx: real_ip_header)"
          : 'raise TRUSTED_PROXY_HOPS';
      warn(
        `Waitlist client address: the address read from ${where} is ${kind}, so it is a proxy's, not a visitor's: ` +
          `everyone behind that proxy shares one per-address count. If another proxy is in front, ${fix} ` +
          '(docs/scaling.md). Said once per process.',
      );
    }
  };
}
