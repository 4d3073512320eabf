// `npm run demo`: build, then serve the standalone server on http://localhost:$PORT (default 3000) with the built-in
// sample data, whatever provider or database settings the shell happens to carry. Sign-ups go to the embedded
// database (scripts/pglite-server.mjs on .data/waitlist), and mail to the local catcher (scripts/mail-catcher.mjs,
// which prints each mail's links here); both start first and stop with the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { requestConsoleLink } from './console-link.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPgliteServer } from './pglite-server.mjs';
import { makeCronSecret, sampleRecording, startRecordingTimer } from './recording-timer.mjs';
/** @import { ChildProcess } from 'node:child_process' */
/** @import { PgliteServer } from './pglite-server.mjs' */

const port = process.env.PORT || '3000';
const DEMO_ADMIN = 'admin@tuma.localhost';
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
  // The demo records its sample rates' history from its own timer (scripts/recording-timer.mjs), each minute.
  CRON_SECRET: makeCronSecret(),
  RATES_HISTORY_BUCKET_SECONDS: sampleRecording.bucketSeconds,
  // A real site fires no alert on made-up rates; the demo does, so a newcomer sees one fire.
  ALERTS_ON_SAMPLE_RATES: '1',
  // The console (/admin): its sign-in link is asked for at start and printed by the mail catcher (docs/console.md).
  ADMIN_EMAILS: DEMO_ADMIN,
};
// HOSTNAME goes too: shells and containers set it to the machine's name, which the standalone server would listen
// on instead of every interface (localhost included).
for (const name of [
  'RATES_API_BASE_URL',
  'RATES_API_KEY',
  'RATES_API_TENANT',
  'REVIEWS_BUSINESS_UNIT_ID',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_DKIM_SELECTOR',
  'MAIL_DKIM_PRIVATE_KEY',
  'HOSTNAME',
]) {
  delete env[name];
}

/** @type {PgliteServer | undefined} */
let database;
/** @type {{ url: string; stop: () => Promise<void> } | undefined} */
let mailCatcher;
/** @type {ChildProcess | undefined} */
let child;
let interrupted = false;

/** @param {number} code */
async function finish(code) {
  await database?.stop().catch((error) => console.error(error));
  await mailCatcher?.stop().catch((error) => console.error(error));
  process.exit(code);
}

// Ctrl+C reaches the child too (same process group); a plain `kill` of this process is passed on.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    if (child) child.kill(signal);
    else void finish(130);
  });
}

/**
 * @param {string} script
 * @param {NodeJS.ProcessEnv} [extraEnv]
 * @returns {Promise<number>}
 */
function run(script, extraEnv = {}) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
      stdio: 'inherit',
      env: { ...env, ...extraEnv },
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

try {
  database = await startPgliteServer();
  mailCatcher = await startMailCatcher({
    print: (block) =>
      console.log(
        block.includes('/admin/sign-in/confirm?')
          ? `\nThe console: open this link (once, within 15 minutes) and press "Sign in".\n${block}\n`
          : `\n${block}\n`,
      ),
  });
} catch (error) {
  console.error(`demo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The mail settings go to the build too: the pages it prerenders then offer the rate alert form from the start.
const mailEnv = {
  SMTP_URL: mailCatcher.url,
  // lib/env.ts wants a dotted domain; .localhost is reserved for this machine (RFC 6761).
  MAIL_FROM: 'Tuma <alerts@tuma.localhost>',
};
const built = await run('./build.mjs', mailEnv);
if (interrupted || built !== 0) await finish(interrupted ? 130 : built);
console.log(
  `\nTuma demo on http://localhost:${port} (sample rates and reviews); its mail is printed here. Ctrl+C to stop.\n` +
    'To see a rate alert fire, set one a little above the rate and one a little below (docs/alerts.md).\n',
);
const stopRecording = startRecordingTimer({
  origin: `http://localhost:${port}`,
  secret: /** @type {string} */ (env.CRON_SECRET),
  everyMs: sampleRecording.everyMs,
  label: 'demo',
});
const serving = run('./start.mjs', { DATABASE_URL: database.url, ...mailEnv });
requestConsoleLink(`http://localhost:${port}`, DEMO_ADMIN).catch((error) =>
  console.error(`demo: no console sign-in link (${error instanceof Error ? error.message : String(error)}); ask for one at /admin/sign-in`),
);
const served = await serving;
stopRecording();
await finish(interrupted ? 0 : served);
