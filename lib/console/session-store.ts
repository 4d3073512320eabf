import type { Queryable } from '@/lib/db/open-database.mjs';

import { CONSOLE_LIMITS } from './console-settings';

/** `store: false` runs the same statement and writes nothing, so an unlisted address takes a listed one's time. */
export async function insertSignInToken(
  db: Queryable,
  email: string,
  tokenHash: Buffer,
  { store }: { store: boolean },
): Promise<void> {
  await db.query(
    `insert into console_sign_in_tokens (token_hash, email, expires_at)
     select $1, $2, now() + make_interval(mins => $3) where $4::boolean`,
    [tokenHash, email, CONSOLE_LIMITS.tokenMinutes, store],
  );
}

export async function tokenIsUsable(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from console_sign_in_tokens where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  return rowCount > 0;
}

/** Used once: the token is deleted whether or not it was still valid. */
export async function useSignInToken(db: Queryable, tokenHash: Buffer): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    'delete from console_sign_in_tokens where token_hash = $1 and expires_at > now() returning email',
    [tokenHash],
  );
  return rows[0]?.email;
}

export async function insertSession(db: Queryable, email: string, tokenHash: Buffer): Promise<void> {
  await db.query('insert into console_sessions (email, token_hash) values ($1, $2)', [email, tokenHash]);
}

export type SessionRow = { id: string; email: string };

/** The live session a cookie names, marked seen now; undefined past its idle or absolute expiry. */
export async function touchSession(db: Queryable, tokenHash: Buffer): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `update console_sessions set last_seen_at = now()
     where token_hash = $1 and last_seen_at > now() - make_interval(hours => $2)
       and created_at > now() - make_interval(hours => $3)
     returning id::text as id, email`,
    [tokenHash, CONSOLE_LIMITS.idleHours, CONSOLE_LIMITS.absoluteHours],
  );
  return rows[0];
}

export async function deleteSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('delete from console_sessions where token_hash = $1', [tokenHash]);
}

/** Ends the sessions of every address no longer listed; their lookups go with them (on delete cascade). */
export async function deleteUnlistedSessions(db: Queryable, listed: readonly string[]): Promise<number> {
  const { rowCount } = await db.query('delete from console_sessions where email <> all($1::text[])', [
    [...listed],
  ]);
  return rowCount;
}

export async function insertLookup(
  db: Queryable,
  sessionId: string,
  handleHash: Buffer,
  email: string,
): Promise<void> {
  await db.query(
    `insert into console_lookups (handle_hash, session_id, email, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [handleHash, sessionId, email, CONSOLE_LIMITS.lookupMinutes],
  );
}

export async function lookupEmail(
  db: Queryable,
  sessionId: string,
  handleHash: Buffer,
): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    'select email from console_lookups where handle_hash = $1 and session_id = $2 and expires_at > now()',
    [handleHash, sessionId],
  );
  return rows[0]?.email;
}

export async function deleteLookupsOf(db: Queryable, email: string): Promise<number> {
  const { rowCount } = await db.query('delete from console_lookups where email = $1', [email]);
  return rowCount;
}

/** Expired tokens, sessions and lookups, and audit entries past their year. */
export async function pruneConsole(db: Queryable): Promise<{ auditDeleted: number; expired: number }> {
  const tokens = await db.query('delete from console_sign_in_tokens where expires_at <= now()');
  const sessions = await db.query(
    `delete from console_sessions where last_seen_at <= now() - make_interval(hours => $1)
       or created_at <= now() - make_interval(hours => $2)`,
    [CONSOLE_LIMITS.idleHours, CONSOLE_LIMITS.absoluteHours],
  );
  const lookups = await db.query('delete from console_lookups where expires_at <= now()');
  const audit = await db.query('delete from console_audit where at < now() - make_interval(days => $1)', [
    CONSOLE_LIMITS.auditDays,
  ]);
  return { auditDeleted: audit.rowCount, expired: tokens.rowCount + sessions.rowCount + lookups.rowCount };
}
