// The local mail catcher for `npm run dev` and `npm run demo`: an SMTP server on 127.0.0.1 that accepts every mail and
// prints who it was for, its subject and its links, so a confirmation can be clicked from the terminal. Nothing is
// delivered anywhere. Alone: `node scripts/mail-catcher.mjs [port]` (a free port when none is given).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @import { ParsedMail } from 'mailparser' */

/** @param {ParsedMail} mail */
function describe(mail) {
  const to = [mail.to ?? []]
    .flat()
    .map((address) => address.text)
    .join(', ');
  // A sentence's full stop is not part of the link.
  const found = mail.text?.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const links = [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
  return [
    `mail to ${to || '(nobody)'}: ${mail.subject ?? '(no subject)'}`,
    ...links.map((link) => `  ${link}`),
  ].join('\n');
}

/**
 * @param {{ port?: number; print?: (block: string) => void }} [options]
 * @returns {Promise<{ url: string; port: number; stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ port = 0, print = (block) => console.log(`\n${block}\n`) } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          print(describe(mail));
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  server.on('error', (error) => console.error(`mail catcher: ${error.message}`));
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catcher = await startMailCatcher({ port: Number(process.argv[2] ?? 0) });
  console.log(`Mail catcher on ${catcher.url}: SMTP_URL=${catcher.url}. Ctrl+C to stop.`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => void catcher.stop().then(() => process.exit(0)));
}
