import type { Agent, IncomingHttpHeaders } from 'node:http';

export type RawResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  reusedSocket: boolean;
};

export function rawRequest(
  url: string,
  options?: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
    agent?: Agent | false;
    timeoutMs?: number;
  },
): Promise<RawResponse>;
