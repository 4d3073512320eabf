import { isLoopback } from './loopback';

export type PlausibleSettings = {
  /** The site as registered in Plausible, e.g. tuma.example. */
  domain: string;
  /** Plausible's origin, e.g. https://plausible.io: events go to `${origin}/api/event`. */
  origin: string;
};

type PlausibleSource = {
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN?: string | undefined;
  NEXT_PUBLIC_PLAUSIBLE_HOST?: string | undefined;
  [name: string]: string | undefined;
};

type Problem = {
  variable: 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN' | 'NEXT_PUBLIC_PLAUSIBLE_HOST';
  message: string;
};

const domainName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function originProblem(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username)
    return "not an origin; give Plausible's, e.g. https://plausible.io or https://stats.tuma.example";
  // Events say which pages were seen: in clear text only to this machine.
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    return 'must be https:// (http:// only on loopback)';
  return undefined;
}

function findProblem(domain: string | undefined, host: string | undefined): Problem | undefined {
  if (!domain && host)
    return { variable: 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN', message: 'required with NEXT_PUBLIC_PLAUSIBLE_HOST' };
  if (domain && !host)
    return { variable: 'NEXT_PUBLIC_PLAUSIBLE_HOST', message: 'required with NEXT_PUBLIC_PLAUSIBLE_DOMAIN' };
  if (domain && !domainName.test(domain))
    return {
      variable: 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN',
      message: 'not a domain; give the site as registered in Plausible, e.g. tuma.example',
    };
  const message = host ? originProblem(host) : undefined;
  return message ? { variable: 'NEXT_PUBLIC_PLAUSIBLE_HOST', message } : undefined;
}

export function plausibleProblem(source: PlausibleSource): Problem | undefined {
  return findProblem(source.NEXT_PUBLIC_PLAUSIBLE_DOMAIN?.trim(), source.NEXT_PUBLIC_PLAUSIBLE_HOST?.trim());
}

/** Whether analytics through Plausible is on: both set, well formed (else the build fails, naming them). */
export function hasPlausibleSettings(source: PlausibleSource): boolean {
  return !plausibleProblem(source) && Boolean(readPlausibleSettings(source));
}

/** Both or neither: undefined when analytics through Plausible is off; throws, naming the variable, when malformed. */
export function readPlausibleSettings(source: PlausibleSource): PlausibleSettings | undefined {
  const problem = plausibleProblem(source);
  if (problem) throw new Error(`${problem.variable}: ${problem.message}`);
  const domain = source.NEXT_PUBLIC_PLAUSIBLE_DOMAIN?.trim();
  const host = source.NEXT_PUBLIC_PLAUSIBLE_HOST?.trim();
  return domain && host ? { domain: domain.toLowerCase(), origin: new URL(host).origin } : undefined;
}
