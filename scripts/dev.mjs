// `npm run dev`: `next dev` with the embedded database (scripts/pglite-server.mjs on .data/waitlist) as its
// DATABASE_URL, and the local mail catcher (scripts/mail-catcher.mjs, printing each mail's links here) as its
// SMTP_URL, both stopped when next dev stops. A DATABASE_URL or SMTP_URL of your own, in the shell or an .env file, is
// used instead. Arguments go to next dev: `npm run dev -- -p 3001`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

import nextEnv from '@next/env';

import { startMailCatcher } from './mail-catcher.mjs';
import { startPgliteServer } from './pglite-server.mjs';
import { makeCronSecret, sampleRecording, startRecordingTimer } from './recording-timer.mjs';
/** @import { PgliteServer } from './pglite-server.mjs' */

const shellEnv = { ...process.env };
// Reads the .env files as next dev will; the child gets the shell's environment and reads them itself.
const { combinedEnv } = nextEnv.loadEnvConfig(process.cwd(), true, {
  info: () => undefined,
  error: console.error,
});
const ownUrl = combinedEnv.DATABASE_URL?.trim();

/** @type {PgliteServer | undefined} */
let database;
if (!ownUrl) {
  try {
    database = await startPgliteServer();
  } catch (error) {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`Waitlist database: PGlite in .data/waitlist at ${database.url}`);
}

/** @type {{ url: string; stop: () => Promise<void> } | undefined} */
let mailCatcher;
if (!combinedEnv.SMTP_URL?.trim()) {
  try {
    mailCatcher = await startMailCatcher();
  } catch (error) {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    await database?.stop().catch(() => undefined);
    process.exit(1);
  }
  console.log(`Mail: caught at ${mailCatcher.url}, each mail's links printed here`);
}

// The rate history is recorded from here, as a cron would call it (scripts/recording-timer.mjs).
const cronSecret = combinedEnv.CRON_SECRET?.trim() || makeCronSecret();
const onSampleRates = !combinedEnv.RATES_API_BASE_URL?.trim();
const args = process.argv.slice(2);
const portArg = args.findIndex((arg) => arg === '-p' || arg === '--port');
const port = (portArg >= 0 && args[portArg + 1]) || combinedEnv.PORT || '3000';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...shellEnv,
    CRON_SECRET: cronSecret,
    ALERTS_ON_SAMPLE_RATES: '1',
    ...(onSampleRates && !combinedEnv.RATES_HISTORY_BUCKET_SECONDS
      ? { RATES_HISTORY_BUCKET_SECONDS: sampleRecording.bucketSeconds }
      : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
    // lib/env.ts wants a dotted domain; .localhost is reserved for this machine (RFC 6761).
    ...(mailCatcher ? { SMTP_URL: mailCatcher.url, MAIL_FROM: 'Tuma <alerts@tuma.localhost>' } : {}),
  },
});
const stopRecording = startRecordingTimer({
  origin: `http://localhost:${port}`,
  secret: cronSecret,
  ...(onSampleRates ? { everyMs: sampleRecording.everyMs } : {}),
  label: 'dev',
});
// Ctrl+C reaches next dev too (same process group); a plain `kill` of this process is passed on.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  stopRecording();
  await database?.stop().catch((error) => console.error(error));
  await mailCatcher?.stop().catch((error) => console.error(error));
  process.exit(code ?? 0); // stopped by a signal: that was the way out
});
