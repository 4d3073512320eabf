import { once } from 'node:events';

import { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/** @param retries reconnection attempts so far */
const reconnectDelayMs = (retries: number) => Math.min(250 * 2 ** retries, 5_000);

const holder = globalThis as typeof globalThis & { __tumaHealthRedis?: Map<string, RedisClient> };

function clientFor(url: string): RedisClient {
  holder.__tumaHealthRedis ??= new Map();
  let client = holder.__tumaHealthRedis.get(url);
  if (!client) {
    client = createClient({
      url,
      // Fail a PING at once while disconnected instead of queueing it until Redis is back.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelayMs },
    });
    // Reported through the next PING; without a listener an error event would crash the process.
    client.on('error', () => undefined);
    // Not awaited: it stays pending while Redis refuses and resolves when a reconnection gets through.
    client.connect().catch(() => undefined);
    holder.__tumaHealthRedis.set(url, client);
  }
  return client;
}

export async function pingRedis(url: string): Promise<void> {
  const client = clientFor(url);
  if (!client.isReady) {
    const controller = new AbortController();
    try {
      await Promise.race([
        once(client, 'ready', { signal: controller.signal }),
        once(client, 'error', { signal: controller.signal }).then(([error]: unknown[]) => {
          throw error;
        }),
      ]);
    } finally {
      controller.abort();
    }
  }
  const reply = await client.ping();
  if (reply !== 'PONG') throw Object.assign(new Error('Unexpected reply'), { code: 'EPROTO' });
}

export async function closeRedisClients(): Promise<void> {
  const clients = [...(holder.__tumaHealthRedis?.values() ?? [])];
  holder.__tumaHealthRedis = undefined;
  await Promise.all(clients.map((client) => client.disconnect().catch(() => undefined)));
}
