import { publicEnv } from '@/lib/public-env';

export type ScriptSources = { nonce: string } | { cached: true };

export type PolicyOptions = {
  isDev?: boolean;
  /** Where the analytics tracker sends its events: Plausible's origin when configured, else nothing. */
  analyticsOrigin?: string | undefined;
};

export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

function scriptSrc(sources: ScriptSources, isDev: boolean): string[] {
  const dev = isDev ? ["'unsafe-eval'"] : [];
  // 'self' is ignored where 'strict-dynamic' is understood; older browsers use it to load the chunks.
  if ('nonce' in sources) return [`'nonce-${sources.nonce}'`, "'strict-dynamic'", "'self'", ...dev];
  return ["'self'", "'unsafe-inline'", ...dev];
}

export const NEXT_IMAGE_STYLE_HASH = 'sha256-zlqnbDt84zf1iSefLU/ImC54isoprH/MRiVZGskwexk=';

export function documentPolicy(
  sources: ScriptSources,
  { isDev = false, analyticsOrigin = publicEnv.plausible?.origin }: PolicyOptions = {},
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', scriptSrc(sources, isDev)],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ...(isDev
      ? []
      : ([['style-src-attr', ["'unsafe-hashes'", `'${NEXT_IMAGE_STYLE_HASH}'`]]] as [string, string[]][])),
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['report-uri', ['/api/csp-report']],
    ['report-to', ['csp']],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
