// One PGlite data folder, many processes. PGlite is PostgreSQL in one process: it takes no lock on its folder, and two
// processes that open the same folder silently lose each other's writes. So the first process to claim the folder
// (by binding a Unix socket beside it) becomes its *host* and opens PGlite; every other process (a second server, the
// export script) is a *guest* that sends its queries to the host over that socket. When the host goes away, the next
// query from a guest finds the socket dead and claims the folder itself.
//
// Plain JavaScript (typed in pglite-host.d.mts) because scripts/waitlist-export.mjs runs under plain Node.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const MAX_REQUEST_BYTES = 1024 * 1024;
const GUEST_TIMEOUT_MS = 60_000; // covers a host that has just claimed the folder and is still opening PGlite (~5 s cold)
const ELECTION_TIMEOUT_MS = 20_000;
const STALE_MARKER_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connection errors that prove the request never reached a host, so sending it again cannot apply it twice. */
function isUnsent(error) {
  return error?.code === 'ECONNREFUSED' || error?.code === 'ENOENT';
}

function canConnect(socketPath) {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function listen(socketPath) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Creates `file` only if it does not exist yet (O_EXCL): the winner of a race, and only it, gets true. */
function tryCreateExclusive(file) {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

function removeStaleMarker(file) {
  try {
    if (Date.now() - fs.statSync(file).mtimeMs > STALE_MARKER_MS) fs.rmSync(file, { force: true });
  } catch {
    // gone already
  }
}

// bigint (int8) and Date survive the trip as strings; callers parse what they read.
const jsonReplacer = (_key, value) => (typeof value === 'bigint' ? value.toString() : value);

function sendToHost(socketPath, request) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(GUEST_TIMEOUT_MS, () =>
      socket.destroy(Object.assign(new Error('PGlite host timed out'), { code: 'ETIMEDOUT' })),
    );
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request, jsonReplacer)}\n`);
    });
    socket.on('data', (chunk) => {
      buffer += chunk;
    });
    socket.once('error', (error) => {
      // Past the connect, the host may have applied the query: never resend, report.
      reject(
        connected
          ? Object.assign(new Error('PGlite host connection failed', { cause: error }), { code: 'EHOSTGONE' })
          : error,
      );
    });
    socket.once('end', () => {
      const line = buffer.split('\n', 1)[0];
      let reply;
      try {
        reply = JSON.parse(line);
      } catch {
        reject(Object.assign(new Error('PGlite host closed without answering'), { code: 'EHOSTGONE' }));
        return;
      }
      if (reply.ok) resolve({ rows: reply.rows, rowCount: reply.rowCount });
      else reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
  });
}

export class SharedPglite {
  /** @type {'host' | 'guest' | 'closed'} */
  role = 'guest';
  #dataDir;
  #runDir;
  #socketPath;
  #markerPath;
  #prepare;
  #server = null;
  #pglite = null;
  #hostReady = null;
  #electing = null;
  #connections = new Set();
  #onExit = () => fs.rmSync(this.#socketPath, { force: true });

  constructor(dataDir, { prepare } = {}) {
    this.#dataDir = path.resolve(dataDir);
    this.#runDir = `${this.#dataDir}.run`;
    this.#socketPath = path.join(this.#runDir, 'host.sock');
    this.#markerPath = path.join(this.#runDir, 'claim');
    this.#prepare = prepare;
  }

  get socketPath() {
    return this.#socketPath;
  }

  /** Claims the folder or finds its host; resolves once a query can be run. */
  async open() {
    await this.#elect();
    if (this.role === 'host') await this.#hostReady;
    return this;
  }

  async query(sql, params = []) {
    if (this.role === 'closed') throw new Error('database is closed');
    if (this.#electing) await this.#electing;
    if (this.role === 'host') return this.#runLocally(sql, params);
    try {
      return await sendToHost(this.#socketPath, { sql, params });
    } catch (error) {
      if (!isUnsent(error)) throw error;
      await this.#elect(); // the host went away: claim the folder, or follow whoever did
      if (this.role === 'host') return this.#runLocally(sql, params);
      return sendToHost(this.#socketPath, { sql, params });
    }
  }

  async close() {
    const wasHost = this.role === 'host';
    this.role = 'closed';
    if (!wasHost) return;
    process.off('exit', this.#onExit);
    // Stop accepting; let the queries in flight answer, but never wait on a silent client for long.
    await new Promise((resolve) => {
      this.#server.close(() => resolve());
      setTimeout(() => {
        for (const socket of this.#connections) socket.destroy();
      }, 5_000).unref();
    });
    await this.#hostReady?.catch(() => undefined);
    await this.#pglite?.close();
    fs.rmSync(this.#socketPath, { force: true });
  }

  #elect() {
    this.#electing ??= this.#runElection().finally(() => {
      this.#electing = null;
    });
    return this.#electing;
  }

  async #runElection() {
    fs.mkdirSync(this.#runDir, { recursive: true, mode: 0o700 });
    const deadline = Date.now() + ELECTION_TIMEOUT_MS;
    for (;;) {
      if (await canConnect(this.#socketPath)) {
        this.role = 'guest';
        return;
      }
      // Binding and clearing a dead socket happen only under the claim marker, so two processes starting at once
      // cannot both remove a socket file and both bind: one binds, the other then finds it alive.
      if (tryCreateExclusive(this.#markerPath)) {
        try {
          if (await canConnect(this.#socketPath)) {
            this.role = 'guest';
            return;
          }
          fs.rmSync(this.#socketPath, { force: true });
          this.#server = await listen(this.#socketPath);
          fs.chmodSync(this.#socketPath, 0o600);
        } finally {
          fs.rmSync(this.#markerPath, { force: true });
        }
        this.#becomeHost();
        return;
      }
      removeStaleMarker(this.#markerPath);
      if (Date.now() > deadline)
        throw new Error(`could not claim or reach the PGlite folder ${this.#dataDir}`);
      await sleep(25 + Math.random() * 50);
    }
  }

  #becomeHost() {
    this.role = 'host';
    process.on('exit', this.#onExit);
    this.#server.on('connection', (socket) => this.#serve(socket));
    this.#hostReady = (async () => {
      const { PGlite } = await import('@electric-sql/pglite');
      fs.mkdirSync(path.dirname(this.#dataDir), { recursive: true });
      this.#pglite = await PGlite.create(this.#dataDir);
      await this.#prepare?.(this.#pglite);
    })();
    // A host that cannot open PGlite gives the folder up, so the next attempt (here or elsewhere) starts afresh;
    // queries already waiting get the error as their answer.
    this.#hostReady.catch(() => {
      this.role = 'closed';
      process.off('exit', this.#onExit);
      this.#server.close();
      fs.rmSync(this.#socketPath, { force: true });
    });
  }

  async #runLocally(sql, params) {
    await this.#hostReady;
    const result = await this.#pglite.query(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  }

  #serve(socket) {
    this.#connections.add(socket);
    socket.once('close', () => this.#connections.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    const onData = async (chunk) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) {
        socket.destroy();
        return;
      }
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      socket.off('data', onData);
      let reply;
      try {
        const { sql, params } = JSON.parse(buffer.slice(0, newline));
        reply = { ok: true, ...(await this.#runLocally(sql, params)) };
      } catch (error) {
        reply = { ok: false, error: { message: String(error?.message ?? error), code: error?.code ?? null } };
      }
      socket.end(`${JSON.stringify(reply, jsonReplacer)}\n`);
    };
    socket.on('data', onData);
  }
}
