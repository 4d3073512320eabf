import type { PGlite } from '@electric-sql/pglite';

import type { QueryResult } from './open-database.mjs';

/**
 * A PGlite folder shared between processes: the first to claim it hosts PGlite, the others query through it
 * over a Unix socket in `<dataDir>.run/`.
 */
export class SharedPglite {
  constructor(dataDir: string, options?: { prepare?: (pglite: PGlite) => Promise<unknown> });
  readonly role: 'host' | 'guest' | 'closed';
  readonly socketPath: string;
  open(): Promise<this>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}
