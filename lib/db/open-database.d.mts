export type QueryResult<Row> = { rows: Row[]; rowCount: number };

/** The one interface the data layer talks to, whatever the database behind it. */
export type Db = {
  /** `postgres`: a PostgreSQL server; `pglite`: embedded, in this process; `pglite-guest`: another process's PGlite. */
  readonly kind: 'postgres' | 'pglite' | 'pglite-guest';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
};

export type MigrationSession = {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type OpenDatabaseOptions = {
  /** A postgres:// URL: use that server. Wins over `dataDir`. */
  databaseUrl?: string;
  /** Without a URL: the folder PGlite keeps its data in. One of the two is required. */
  dataDir?: string;
  migrationsDir: string;
  /** PostgreSQL only: the schema unqualified names resolve to (tests isolate themselves in one). */
  searchPath?: string;
  /** PostgreSQL only: pool size, default 10. */
  poolSize?: number;
};

/** Applies the migrations not yet recorded; returns the names it applied. */
export function migrate(session: MigrationSession, migrationsDir: string): Promise<string[]>;

/** Opens the database and applies pending migrations before resolving. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Db>;
