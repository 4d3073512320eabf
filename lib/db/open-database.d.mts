export type QueryResult<Row> = { rows: Row[]; rowCount: number };

/** The one interface the data layer talks to: a `pg` pool on a PostgreSQL server (or PGlite served as one). */
export type Db = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /**
   * A postgres:// or postgresql:// URL. `?connection_limit=N` (removed before connecting) caps the pool at N,
   * closes idle connections after 50 ms and retries refused connections for 10 s: for a server that takes few
   * connections, such as scripts/pglite-server.mjs (one).
   */
  databaseUrl: string;
  /** PostgreSQL only: the schema unqualified names resolve to (tests isolate themselves in one). */
  searchPath?: string;
  /** At most this many connections; default 10, or the URL's connection_limit. */
  poolSize?: number;
};

/** `connection_limit`, the URL parameter described in OpenDatabaseOptions. */
export const CONNECTION_LIMIT_PARAM: 'connection_limit';

/** Opens the pool and applies pending migrations (lib/db/migrations.mjs) before resolving. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Db>;
