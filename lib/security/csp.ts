/**
 * Where a document's scripts may come from:
 * - `nonce`: pages rendered per request. Next puts the nonce on every script it writes; 'strict-dynamic' lets those
 *   scripts load the chunks they need, and nothing else runs.
 * - `hashes`: pages generated at build time, whose HTML cannot carry a per-request nonce. Their inline bootstrap
 *   scripts and inlined stylesheets are fixed at build time, so each is allowed by its sha256; external scripts and
 *   stylesheets come from our own origin.
 * - `revalidated`: pages regenerated after the build (ISR: the exchange-rate pages). Their inline scripts carry the
 *   data and change with every regeneration, after the response headers could name them, so inline scripts are
 *   allowed and external ones must come from our own origin. No visitor input reaches these pages (they ignore the
 *   query; their data are currency codes and numbers, rendered escaped by React).
 *
 * Next inlines the stylesheets into the head (`experimental.inlineCss`), so a first visit paints without another
 * round trip. Pages built once allow exactly their `<style>` elements by hash; the others allow inline `<style>`
 * elements ('unsafe-inline' in style-src), since React writes them without a nonce: an injected stylesheet could
 * restyle a page but load nothing from elsewhere (img-src, font-src and connect-src are 'self'), and style
 * attributes remain limited to next/image's one value (style-src-attr).
 */
export type ScriptSources =
  { nonce: string } | { hashes: readonly string[]; styleHashes?: readonly string[] } | { revalidated: true };

export type PolicyOptions = {
  /** `next dev` needs eval (React's error overlays) and inline styles (hot reloading); production never does. */
  isDev?: boolean;
};

/** 128 random bits, base64: unguessable and fresh for every request. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

function scriptSrc(sources: ScriptSources, isDev: boolean): string[] {
  const dev = isDev ? ["'unsafe-eval'"] : [];
  if ('nonce' in sources) {
    // 'self' is ignored where 'strict-dynamic' is understood; older browsers use it to load the chunks.
    return [`'nonce-${sources.nonce}'`, "'strict-dynamic'", "'self'", ...dev];
  }
  if ('revalidated' in sources) return ["'self'", "'unsafe-inline'", ...dev];
  return ["'self'", ...sources.hashes.map((hash) => `'${hash}'`), ...dev];
}

function styleSrc(sources: ScriptSources, isDev: boolean): string[] {
  // Hashes name exactly the stylesheets a page built once carries. React writes the inlined stylesheets of a page
  // rendered later without the nonce (Next hands React a plain string nonce, which React puts on scripts only), so
  // those pages allow inline <style> elements. Style attributes stay governed by style-src-attr below.
  if ('hashes' in sources && !isDev)
    return ["'self'", ...(sources.styleHashes ?? []).map((hash) => `'${hash}'`)];
  return ["'self'", "'unsafe-inline'"];
}

/**
 * next/image writes `style="color:transparent"` on every image (it hides the alt text while the image loads). That
 * one attribute, and no other inline style, is allowed by its hash ('unsafe-hashes' is how CSP names hashes that
 * apply to attributes).
 */
export const NEXT_IMAGE_STYLE_HASH = 'sha256-zlqnbDt84zf1iSefLU/ImC54isoprH/MRiVZGskwexk=';

/** The Content-Security-Policy of an HTML document of this site. */
export function documentPolicy(sources: ScriptSources, { isDev = false }: PolicyOptions = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', scriptSrc(sources, isDev)],
    ['style-src', styleSrc(sources, isDev)],
    ...(isDev
      ? []
      : ([['style-src-attr', ["'unsafe-hashes'", `'${NEXT_IMAGE_STYLE_HASH}'`]]] as [string, string[]][])),
    // Every image is a file of ours (the flags too, since they left the HTML for public/flags).
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    // The waitlist's Server Action and the converter's no-JavaScript GET form both submit to our own pages.
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
