import 'server-only';

import type { z } from 'zod';

import { ProviderError } from './errors';
import { BodyTooLargeError, readCappedText, retryAfterMs } from './read-capped';

export type ProviderConfig = {
  baseUrl: string;
  key: string;
  tenant: string;
};

export type FetchProviderOptions = {
  query?: Record<string, string>;
  timeoutMs?: number;
  retryDelayMs?: () => number;
};

const providerTimeoutMs = 5_000;

const defaultRetryDelayMs = () => 200 + Math.random() * 200;

export async function fetchProvider<S extends z.ZodType>(
  config: ProviderConfig,
  path: string,
  schema: S,
  options: FetchProviderOptions = {},
): Promise<z.output<S>> {
  const { query, timeoutMs = providerTimeoutMs, retryDelayMs = defaultRetryDelayMs } = options;
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const deadline = AbortSignal.timeout(timeoutMs);
  const endsAt = Date.now() + timeoutMs;
  try {
    return await attempt(config, url, path, schema, deadline);
  } catch (error) {
    if (!(error instanceof ProviderError) || !error.isRetryable) throw error;
    const asked = error.retryAfterMs;
    // Asked to wait past the budget: asking again sooner would only be refused again.
    if (asked !== undefined && Date.now() + asked >= endsAt) throw error;
    await pause(asked ?? retryDelayMs(), deadline, path);
    return attempt(config, url, path, schema, deadline);
  }
}

async function attempt<S extends z.ZodType>(
  config: ProviderConfig,
  url: string,
  path: string,
  schema: S,
  signal: AbortSignal,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: {
        authorization: `Bearer ${config.key}`,
        tenant: config.tenant,
        accept: 'application/json',
      },
      redirect: 'manual',
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    throw new ProviderError(path, signal.aborted ? 'timeout' : 'network', undefined, { cause });
  }

  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    await discard(response);
    throw new ProviderError(path, 'redirect', response.status);
  }
  if (!response.ok) {
    await discard(response);
    throw new ProviderError(path, 'http', response.status, {
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    });
  }

  let text: string;
  try {
    text = await readCappedText(response);
  } catch (cause) {
    if (cause instanceof BodyTooLargeError)
      throw new ProviderError(path, 'schema', response.status, { cause });
    throw new ProviderError(path, signal.aborted ? 'timeout' : 'network', response.status, { cause });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ProviderError(path, 'malformed', response.status, { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError(path, 'schema', response.status, { cause: parsed.error });
  return parsed.data;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function pause(ms: number, signal: AbortSignal, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => {
      clearTimeout(timer);
      reject(new ProviderError(path, 'timeout'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', fail);
      resolve();
    }, ms);
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}
