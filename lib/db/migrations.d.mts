export type Migration = {
  /** Recorded in schema_migrations once applied; never renamed. */
  readonly name: string;
  readonly sql: string;
};

/** In the order they apply. */
export const migrations: readonly Migration[];
