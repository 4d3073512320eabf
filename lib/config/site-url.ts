export const LOCAL_SITE_URL = 'http://localhost:3000';

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export function readSiteUrl({
  NEXT_PUBLIC_SITE_URL,
  VERCEL_PROJECT_PRODUCTION_URL,
}: {
  NEXT_PUBLIC_SITE_URL?: string | undefined;
  VERCEL_PROJECT_PRODUCTION_URL?: string | undefined;
}): string | undefined {
  const explicit = NEXT_PUBLIC_SITE_URL?.trim();
  if (explicit) {
    if (!isHttpUrl(explicit))
      throw new Error(
        'NEXT_PUBLIC_SITE_URL: not an http(s) URL; give the public origin, e.g. https://tuma.example',
      );
    return explicit.replace(/\/+$/, '');
  }
  const vercelHost = VERCEL_PROJECT_PRODUCTION_URL?.trim();
  if (vercelHost) {
    const url = `https://${vercelHost}`;
    if (vercelHost.includes('/') || !isHttpUrl(url))
      throw new Error(
        'VERCEL_PROJECT_PRODUCTION_URL: not a bare host name (Vercel sets it to e.g. tuma.vercel.app)',
      );
    return url;
  }
  return undefined;
}
