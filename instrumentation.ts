/**
 * Next calls this once in each server process before it answers a request: `next start`, the standalone server.js,
 * `next dev`, a Vercel function's cold start (never `next build`). A configuration mistake stops the process here,
 * with a non-zero exit and one line per problem naming its variable, instead of failing the first visitor.
 */
export async function register() {
  // Not configuration: Next writes the runtime into each bundle it compiles this file for, so the Edge bundle drops
  // this Node-only branch. The one read of process.env outside lib/env.ts, lib/public-env.ts and next.config.mjs.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      // Parses and checks the whole environment as it loads (lib/env.ts); nothing else in it can fail.
      await import('@/lib/env');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
