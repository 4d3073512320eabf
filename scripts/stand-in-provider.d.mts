// Types for stand-in-provider.mjs (plain Node, so tests in TypeScript can import it).
export type Fault =
  '500' | '429' | '429-long' | 'hang' | 'malformed' | 'wrong-schema' | 'redirect' | 'slow' | 'huge';
export type Target = 'config' | 'competitors' | 'reviews';

export const FAULTS: readonly Fault[];
export const TARGETS: readonly Target[];
export const PATHS: { config: string; competitors: string; reviewsPrefix: string };

export type Calls = {
  config: number;
  competitors: number;
  reviews: number;
  unauthorized: number;
  redirectFollowed: number;
};

export type RecordedRequest = {
  endpoint: Target;
  path: string;
  query: Record<string, string>;
  headers: { authorization?: string; tenant?: string; accept?: string };
  authorized: boolean;
};

export type StandInData = { configuration: unknown[]; competitors: unknown[]; reviews: unknown };

export type StandInOptions = { port?: number; host?: string; key?: string; tenant?: string; slowMs?: number };

export type StandIn = {
  url: string;
  port: number;
  close(): Promise<void>;
  setFault(fault: Fault | null, target?: Target | 'all'): void;
  setSlowMs(ms: number): void;
  calls(): Calls;
  streamedBytes(): number;
  requests(): RecordedRequest[];
  resetCalls(): void;
  reset(): void;
  setData(data: Partial<StandInData>): void;
};

export function startStandIn(options?: StandInOptions): Promise<StandIn>;
