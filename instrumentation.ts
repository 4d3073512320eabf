/** A string in Next's Edge runtime, absent in Node.js. */
declare const EdgeRuntime: string | undefined;

/**
 * Next calls this once in each server process before it answers a request: `next start`, the standalone server.js,
 * `next dev`, a Vercel function's cold start (never `next build`). A configuration mistake stops the process here,
 * with a non-zero exit and one line per problem naming its variable, instead of failing the first visitor.
 */
export async function register() {
  // Next also compiles this file for the Edge runtime, where EdgeRuntime is defined: there this branch is dropped
  // (dead-code elimination) and register() does nothing; this app runs no Edge code.
  if (typeof EdgeRuntime !== 'string') {
    try {
      // Parses and checks the whole environment as it loads (lib/env.ts); nothing else in it can fail.
      await import('@/lib/env');
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    // Mail links carry tokens: never to a plain-http site off this machine (lib/mail/site-url-check.ts).
    const { describeMailSettings, mailSettings } = await import('@/lib/mail/transport');
    const { publicEnv } = await import('@/lib/public-env');
    const { siteUrlProblem } = await import('@/lib/mail/site-url-check');
    const siteUrlError = siteUrlProblem({ siteUrl: publicEnv.siteUrl, mailOn: mailSettings().on });
    if (siteUrlError) {
      console.error(siteUrlError);
      process.exit(1);
    }
    // A wrong proxy count silently puts every visitor in one count: say which header is read before anyone signs up.
    const { describeWaitlistSettings } = await import('@/lib/waitlist/limiter');
    for (const line of describeWaitlistSettings()) console.info(line);
    const { describeRecorderSettings } = await import('@/lib/rates/history/cron-auth');
    console.info(describeRecorderSettings());
    // Whether rate alerts and address confirmation are on, and through which server (never its credentials).
    console.info(describeMailSettings());
  }
}
