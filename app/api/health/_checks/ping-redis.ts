import net from 'node:net';
import tls from 'node:tls';

function encode(parts: string[]): string {
  return `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;
}

/** PING over raw RESP: a health probe needs no client library, pool or reconnection logic. */
export function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { protocol, hostname, port, username, password } = new URL(url);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const commands: string[][] = [];
  if (password) {
    const credentials = [decodeURIComponent(username), decodeURIComponent(password)].filter(Boolean);
    commands.push(['AUTH', ...credentials]);
  }
  commands.push(['PING']);

  return new Promise((resolve, reject) => {
    const isTls = protocol === 'rediss:';
    const options = { host, port: Number(port || 6379) };
    const socket = isTls ? tls.connect({ ...options, servername: host }) : net.connect(options);
    let settled = false;
    let buffered = '';
    let replies = 0;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(Object.assign(new Error('Redis did not answer in time'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );

    socket.once(isTls ? 'secureConnect' : 'connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (line.startsWith('-')) {
          finish(Object.assign(new Error('Redis refused'), { code: line.slice(1).split(' ')[0] || 'ERR' }));
          return;
        }
        replies += 1;
        if (replies === commands.length) {
          finish(
            line === '+PONG' ? undefined : Object.assign(new Error('Unexpected reply'), { code: 'EPROTO' }),
          );
          return;
        }
      }
    });
    socket.once('error', (error) => finish(error));
    socket.once('close', () => finish(Object.assign(new Error('Connection closed'), { code: 'ECONNRESET' })));
  });
}
