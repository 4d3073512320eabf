import { runtimeEnv } from '@/lib/runtime-env';

// Next.js calls register() once when a server process starts.
export async function register() {
  // PGlite is WebAssembly PostgreSQL for Node: never in the edge runtime, and never in `next build`'s workers.
  // The one process.env read outside lib/*env.ts, on purpose: Next replaces this literal per bundle, which is what
  // drops the Node.js-only import below from the edge bundle. Read through an object, the edge build fails.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || runtimeEnv.isBuildPhase) return;
  const { getDb } = await import('@/lib/db/get-db');
  // Opening PGlite cold takes 4–5 s: start it now, without holding up the server, so the first sign-up does not wait.
  getDb().catch((error: unknown) => {
    // No visitor data exists at this point: the message (a path, a migration name, a connection error) is safe to log.
    console.error(
      JSON.stringify({
        event: 'db.warm',
        outcome: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  });
}
