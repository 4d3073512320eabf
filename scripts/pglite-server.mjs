#!/usr/bin/env node
// The embedded database of `npm run dev`, `npm run demo` and the tests: PGlite (PostgreSQL compiled to WebAssembly)
// keeping its data in a folder, served on loopback over PostgreSQL's wire protocol by @electric-sql/pglite-socket,
// so the site only ever talks to PostgreSQL through `pg`.
//
//   node scripts/pglite-server.mjs [--dir .data/waitlist] [--port 0]   prints the URL, serves until Ctrl+C
//
// PGlite is one PostgreSQL session. pglite-socket, by default, serves one connection and closes any other as soon as
// it is accepted (nothing queues it); with more allowed, every connection shares that session (settings, prepared
// statements, advisory locks: two servers would both "hold" the migration lock). So connections queue here, in
// front of it, and go in one at a time, in order; the URL carries connection_limit=1, which has
// lib/db/open-database.mjs keep one connection and let it go when idle (and every second when busy), so a second
// process waits milliseconds, at most about a second.
// While it runs, `<dir>.server.json` holds its process id and URL: a second launcher on the same folder refuses to
// open it (PGlite takes no lock of its own, and two writers corrupt it), and `npm run waitlist:export` finds it there.
/** @import { AddressInfo, Socket } from 'node:net' */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Relative to the working directory, which `npm run` sets to the project folder. Gitignored. */
export const DEFAULT_DATA_DIR = path.join('.data', 'waitlist');

/** @param {string} dataDir */
const markerFile = (dataDir) => `${path.resolve(dataDir)}.server.json`;

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function canConnect(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The URL of the server running on `dataDir`, if one is (its marker names a live process listening there).
 * @returns {Promise<string | undefined>}
 */
export async function runningServerUrl(dataDir = DEFAULT_DATA_DIR) {
  let marker;
  try {
    marker = JSON.parse(readIfExists(markerFile(dataDir)) ?? '');
  } catch {
    return undefined;
  }
  if (typeof marker?.url !== 'string' || !isAlive(marker.pid)) return undefined;
  return (await canConnect(marker.url)) ? marker.url : undefined;
}

/** @param {string} file */
function readIfExists(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Creates the marker, or explains who holds the folder; a marker left by a dead process is replaced.
 * @param {string} dataDir
 */
async function claim(dataDir) {
  const file = markerFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid }), { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const text = readIfExists(file);
    let holder;
    try {
      holder = JSON.parse(text ?? '');
    } catch {
      holder = undefined; // gone, or half-written by a launcher that died
    }
    // A launcher still opening PGlite has no URL yet; one that is serving answers on it.
    if (holder && isAlive(holder.pid) && (!holder.url || (await canConnect(holder.url)))) {
      throw new Error(
        `${dataDir} is already served by process ${holder.pid}${holder.url ? ` at ${holder.url}` : ''}: stop it ` +
          `(npm run dev or npm run demo?) or use its URL; if that process is something else, delete ${file}.`,
      );
    }
    // Only the stale marker just read: another launcher may have replaced it meanwhile.
    if (readIfExists(file) === text) fs.rmSync(file, { force: true });
  }
  throw new Error(`another launcher claimed ${dataDir} at the same moment`);
}

/**
 * Listens on `host`:`port` and hands each connection, one at a time and in arrival order, to `target` (the socket
 * pglite-socket listens on); the others wait, unread, until the one before them closes.
 * @param {{ host: string; port: number; target: string }} options
 */
async function listenOneAtATime({ host, port, target }) {
  /** @type {Socket[]} */
  const waiting = [];
  /** @type {Set<Socket>} */
  const open = new Set();
  let active = false;

  function next() {
    if (active) return;
    const client = waiting.shift();
    if (!client) return;
    if (client.destroyed) return next();
    active = true;
    const backend = net.connect(target);
    open.add(backend);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      client.destroy();
      backend.destroy();
      open.delete(backend);
      active = false;
      next();
    };
    for (const socket of [client, backend]) {
      socket.once('close', finish);
      socket.on('error', finish);
    }
    client.pipe(backend);
    backend.pipe(client);
  }

  const server = net.createServer((client) => {
    client.pause();
    open.add(client);
    client.on('error', () => client.destroy());
    client.once('close', () => {
      open.delete(client);
      const index = waiting.indexOf(client);
      if (index !== -1) waiting.splice(index, 1);
    });
    waiting.push(client);
    next();
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    })
  );
  return {
    // Listening on a TCP port, not a pipe: the address is an AddressInfo.
    port: /** @type {AddressInfo} */ (server.address()).port,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

/**
 * @typedef {object} PgliteServer
 * @property {string} url postgresql:// with connection_limit=1 (lib/db/open-database.mjs).
 * @property {number} port
 * @property {string} dataDir
 * @property {() => Promise<void>} stop Closes the connections, then PGlite (which writes everything out), then
 *   removes the marker.
 */

/**
 * Opens PGlite on `dataDir` (created when missing: the first open takes a few seconds) and serves it on
 * `host`:`port` (0: a free port). Resolves once it accepts connections.
 * @param {{ dataDir?: string; port?: number; host?: string }} [options]
 * @returns {Promise<PgliteServer>}
 */
export async function startPgliteServer({ dataDir = DEFAULT_DATA_DIR, port = 0, host = '127.0.0.1' } = {}) {
  const marker = await claim(dataDir);
  // pglite-socket listens on a Unix socket only this user can reach; clients come in through the queue in front.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuma-pglite-'));
  const cleanUp = () => {
    fs.rmSync(marker, { force: true });
    fs.rmSync(socketDir, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);
  let db;
  let inner;
  let front;
  try {
    // Loaded here, not at the top: waitlist-export.mjs imports this module only for runningServerUrl.
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    db = await PGlite.create(path.resolve(dataDir));
    const target = path.join(socketDir, 'pglite.sock');
    // The queue lets one client in at a time; the spare slots only cover a closed client that pglite-socket has
    // not let go of yet (it does so on the next turn of its event loop) while the next one connects.
    inner = new PGLiteSocketServer({ db, path: target, maxConnections: 4 });
    await inner.start();
    front = await listenOneAtATime({ host, port, target });
  } catch (error) {
    await inner?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    cleanUp();
    process.off('exit', cleanUp);
    throw error;
  }
  const url = `postgresql://postgres@${host.includes(':') ? `[${host}]` : host}:${front.port}/postgres?connection_limit=1`;
  fs.writeFileSync(marker, JSON.stringify({ pid: process.pid, url }), { mode: 0o600 });

  let stopping;
  return {
    url,
    port: front.port,
    dataDir,
    /** Closes the connections, then PGlite (which writes everything out), then removes the marker. */
    stop() {
      stopping ??= (async () => {
        try {
          await front.close();
          // pglite-socket rolls back what a closed client left open on its next turn; let it, before PGlite closes.
          for (let waited = 0; inner.getStats().activeConnections > 0 && waited < 2_000; waited += 10) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await inner.stop();
          await db.close();
        } finally {
          cleanUp();
          process.off('exit', cleanUp);
        }
      })();
      return stopping;
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: DEFAULT_DATA_DIR }, port: { type: 'string', default: '0' } },
  });
  const started = await startPgliteServer({ dataDir: values.dir, port: Number(values.port) });
  // The URL alone on stdout, first line, so a shell or a test can read it; the rest goes to stderr.
  process.stdout.write(`${started.url}\n`);
  console.error(`PGlite (${values.dir}) serving at ${started.url}; Ctrl+C to stop.`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      started.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`pglite-server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
