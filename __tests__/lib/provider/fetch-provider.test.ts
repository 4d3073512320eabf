/** @jest-environment node */
import { z } from 'zod';

import { ProviderError } from '@/lib/provider/errors';
import { fetchProvider, type ProviderConfig } from '@/lib/provider/fetch-provider';
import { upstreamListSchema } from '@/lib/provider/upstream';

import { startStandIn, type StandIn } from '@/test/stand-in/server.mjs';
import { PROVIDER_BODY_CANARY, standInConfiguration } from '@/test/stand-in/data.mjs';
import { KEY_SENTINEL, TENANT_SENTINEL } from '@/test/support/env.mjs';

const configPath = '/v1/util/currency-configuration';
let standIn: StandIn;
let config: ProviderConfig;
const fast = { retryDelayMs: () => 10 };

beforeAll(async () => {
  standIn = await startStandIn();
  config = { baseUrl: standIn.url, key: KEY_SENTINEL, tenant: TENANT_SENTINEL };
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('fetchProvider', () => {
  it('sends the bearer key, the tenant and Accept JSON, and returns the parsed list', async () => {
    const list = await fetchProvider(config, configPath, upstreamListSchema);
    expect(list).toEqual(standInConfiguration);
    expect(standIn.requests()).toEqual([
      expect.objectContaining({
        path: configPath,
        authorized: true,
        headers: {
          authorization: `Bearer ${KEY_SENTINEL}`,
          tenant: TENANT_SENTINEL,
          accept: 'application/json',
        },
      }),
    ]);
  });

  it('passes the query and tolerates a trailing slash on the base URL', async () => {
    await fetchProvider(
      { ...config, baseUrl: `${standIn.url}/` },
      '/v2/utils/competitors-rates',
      upstreamListSchema,
      {
        query: { from: 'USD', to: 'NGN' },
      },
    );
    expect(standIn.requests()[0]?.query).toEqual({ from: 'USD', to: 'NGN' });
  });

  it.each([
    ['500', 'http', 500],
    ['429', 'http', 429],
  ] as const)('retries a %s once, then fails with a typed error', async (fault, kind, status) => {
    standIn.setFault(fault);
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, fast));
    expect(error).toMatchObject({ kind, status, path: configPath });
    expect(standIn.calls().config).toBe(2);
  });

  it('succeeds when the retry does', async () => {
    standIn.setFault('500');
    const calls: number[] = [];
    const pending = fetchProvider(config, configPath, upstreamListSchema, {
      retryDelayMs: () => {
        calls.push(standIn.calls().config);
        standIn.setFault(null);
        return 10;
      },
    });
    await expect(pending).resolves.toHaveLength(standInConfiguration.length);
    expect(calls).toEqual([1]);
    expect(standIn.calls().config).toBe(2);
  });

  it('retries a network error once', async () => {
    const closed = await startStandIn();
    const baseUrl = closed.url;
    await closed.close();
    const spy = jest.spyOn(globalThis, 'fetch');
    try {
      const error = await failure(
        fetchProvider({ ...config, baseUrl }, configPath, upstreamListSchema, fast),
      );
      expect(error.kind).toBe('network');
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['redirect', 'redirect', 302],
    ['malformed', 'malformed', 200],
    ['wrong-schema', 'schema', 200],
  ] as const)('fails a %s answer without retrying', async (fault, kind, status) => {
    standIn.setFault(fault);
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, fast));
    expect(error).toMatchObject({ kind, status });
    expect(standIn.calls()).toMatchObject({ config: 1, redirectFollowed: 0 });
  });

  it('stops reading an answer past 256 KB: a schema failure, not retried, the rest never taken in', async () => {
    standIn.setFault('huge');
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, fast));
    expect(error).toMatchObject({ kind: 'schema', status: 200 });
    expect(standIn.calls().config).toBe(1);
    // The stand-in would send 64 MB; what left it before the hang-up is socket buffers past our 256 KB.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.streamedBytes()).toBeLessThan(8 * 1024 * 1024);
  });

  it('waits as long as a 429 asks (Retry-After: 1) before its one retry', async () => {
    standIn.setFault('429');
    const started = Date.now();
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, fast));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 1000 });
    expect(standIn.calls().config).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('does not retry when the wait asked for is longer than the budget', async () => {
    standIn.setFault('429-long');
    const started = Date.now();
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, fast));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 30_000 });
    expect(standIn.calls().config).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('does not retry a refused key', async () => {
    const error = await failure(
      fetchProvider({ ...config, key: 'wrong' }, configPath, upstreamListSchema, fast),
    );
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(standIn.calls()).toMatchObject({ config: 1, unauthorized: 1 });
  });

  it('gives up on a provider that does not answer within the budget', async () => {
    standIn.setFault('hang');
    const started = Date.now();
    const error = await failure(fetchProvider(config, configPath, upstreamListSchema, { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('counts the retry inside the budget', async () => {
    standIn.setFault('500');
    const error = await failure(
      fetchProvider(config, configPath, upstreamListSchema, { timeoutMs: 200, retryDelayMs: () => 5_000 }),
    );
    expect(error.kind).toBe('timeout');
    expect(standIn.calls().config).toBe(1);
  });

  it('never puts the key, the tenant, the base URL or the provider body in the error message', async () => {
    for (const fault of ['500', 'redirect', 'malformed', 'wrong-schema'] as const) {
      standIn.setFault(fault);
      const error = await failure(fetchProvider(config, configPath, z.object({ data: z.never() }), fast));
      for (const secret of [KEY_SENTINEL, TENANT_SENTINEL, standIn.url, PROVIDER_BODY_CANARY]) {
        expect(error.message).not.toContain(secret);
      }
    }
  });
});
