/** @jest-environment node */
import net from 'node:net';

const originalEnv = { ...process.env };

afterEach(() => {
  process.env = originalEnv;
  jest.resetModules();
});

it('refuses during next build without connecting, so a build never migrates, fails or hangs on the database', async () => {
  const connections: net.Socket[] = [];
  const server = net.createServer((socket) => connections.push(socket)); // would hang any client that got this far
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    process.env = {
      ...originalEnv,
      NEXT_PHASE: 'phase-production-build',
      DATABASE_URL: `postgresql://tuma:tuma@127.0.0.1:${port}/tuma`,
    };
    const { getDb } = await import('@/lib/db/get-db');
    await expect(getDb()).rejects.toMatchObject({ code: 'DATABASE_AT_BUILD' });
    expect(connections).toHaveLength(0);
  } finally {
    for (const socket of connections) socket.destroy();
    server.close();
  }
});
