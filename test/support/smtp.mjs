// A real SMTP server on loopback for tests (smtp-server), keeping every mail it accepts parsed (mailparser): the mail
// code under test talks SMTP to it as to a provider, nothing mocked. Plain SMTP only, no STARTTLS and no AUTH.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} ReceivedMail
 * @property {string | undefined} messageId with its angle brackets, as in the header
 * @property {string} from the From header's text
 * @property {string} to the To header's text
 * @property {string[]} envelopeTo the RCPT TO addresses
 * @property {string | undefined} subject
 * @property {string} text
 * @property {string} html
 * @property {Map<string, unknown>} headers by lower-case name, as mailparser reads them
 * @property {string} rawHeaders the header lines as received, for headers mailparser reshapes (List-*)
 */

/**
 * @typedef {object} TestSmtpServer
 * @property {string} url smtp://127.0.0.1:port
 * @property {number} port
 * @property {() => ReceivedMail[]} messages what it accepted so far, in order
 * @property {(count: number, timeoutMs?: number) => Promise<ReceivedMail[]>} waitForMessages
 * @property {() => Promise<void>} stop closes the port (an outage)
 * @property {() => Promise<void>} start listens again on the same port
 * @property {(code: number) => void} failNext the next RCPT TO is answered with `code` (e.g. 450, 550)
 */

/** @param {unknown} address @returns {string} */
const addressText = (address) =>
  Array.isArray(address)
    ? address.map(addressText).join(', ')
    : address && typeof address === 'object' && 'text' in address
      ? String(address.text)
      : '';

/**
 * Starts it on 127.0.0.1 (`port`, else a free one) and resolves once it listens.
 * With `auth`, it asks for those credentials (PLAIN or LOGIN, allowed without TLS on loopback), and its URL carries
 * them, as a provider's SMTP_URL does.
 * @param {{ port?: number; auth?: { user: string; pass: string } }} [options]
 * @returns {Promise<TestSmtpServer>}
 */
export async function startSmtpServer({ port = 0, auth } = {}) {
  /** @type {ReceivedMail[]} */
  const received = [];
  /** @type {number[]} */
  const failures = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();
  /** @type {SMTPServer | undefined} */
  let server;
  let boundPort = port;

  const make = () =>
    new SMTPServer({
      authOptional: !auth,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      onAuth(login, _session, callback) {
        if (auth && login.username === auth.user && login.password === auth.pass)
          return callback(null, { user: 1 });
        callback(new Error('wrong credentials'));
      },
      logger: false,
      closeTimeout: 1_000,
      onRcptTo(_address, _session, callback) {
        const code = failures.shift();
        if (code === undefined) return callback();
        callback(Object.assign(new Error(`refused by the test server (${code})`), { responseCode: code }));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              messageId: mail.messageId,
              from: addressText(mail.from),
              to: addressText(mail.to),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers: mail.headers,
              rawHeaders: mail.headerLines.map((header) => header.line).join('\n'),
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error) => callback(error),
        );
      },
    });

  const start = async () => {
    const next = make();
    await new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve(undefined));
    });
    next.on('error', () => undefined); // a client dropping mid-session must not crash the test run
    const address = next.server.address();
    if (address && typeof address === 'object') boundPort = address.port;
    server = next;
  };

  await start();
  return {
    url: auth
      ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${boundPort}`
      : `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages: () => [...received],
    waitForMessages(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`waited ${timeoutMs} ms for ${count} mails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise((resolve) => current.close(() => resolve(undefined)));
    },
    start,
    failNext(code) {
      failures.push(code);
    },
  };
}
