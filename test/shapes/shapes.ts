// The shapes the last build (`npm run build`, into NEXT_DIST_DIR or .next) is served in: one Playwright project each
// (playwright.shapes.config.ts). Plain data, so the config can read it without loading the fixtures.

export type Shape = {
  name: string;
  /** `next start` reads next.config.ts at start; the standalone server has the build's config baked in. */
  server: 'next start' | 'standalone';
  /** `-H` for next start, HOSTNAME for the standalone server; none: Next's default. */
  host?: '127.0.0.1' | '0.0.0.0';
  /** The shape docs/deploying.md sets up is also asked through nginx terminating TLS, as deployed. */
  behindNginx?: boolean;
  /**
   * The visitor's address (x-forwarded-for), so each shape's sign-up counts against a rate-limit bucket of its own.
   * Behind nginx the sign-up counts against 127.0.0.1 (nginx appends the browser's address): one per run, well under
   * the limit of 5 per 10 minutes.
   */
  clientAddress: string;
};

export const shapes: Shape[] = [
  { name: 'next start', server: 'next start', clientAddress: '198.51.100.10' },
  {
    name: 'next start -H 127.0.0.1',
    server: 'next start',
    host: '127.0.0.1',
    clientAddress: '198.51.100.11',
  },
  { name: 'next start -H 0.0.0.0', server: 'next start', host: '0.0.0.0', clientAddress: '198.51.100.12' },
  {
    name: 'standalone HOSTNAME=127.0.0.1',
    server: 'standalone',
    host: '127.0.0.1',
    behindNginx: true,
    clientAddress: '198.51.100.13',
  },
  {
    name: 'standalone HOSTNAME=0.0.0.0',
    server: 'standalone',
    host: '0.0.0.0',
    clientAddress: '198.51.100.14',
  },
];
